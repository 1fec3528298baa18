#!/bin/sh
# The Swift sources `make pot` extracts strings from: those calling tr(…), trn(…) or naming a
# palette colour. xgettext reads them as C, so a file holding a multi-line string literal must
# not be among them (keep such text in a file of its own, as Sources/inkstone/UsageText.swift).
cd "$(dirname "$0")/.." && grep -rlE '\btrn?\(|NamedColor\(' Sources --include='*.swift' | LC_ALL=C sort
