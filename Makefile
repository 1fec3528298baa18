# Inkstone: `make run` to draw, `make test` to test everything.
SWIFT ?= swift

.PHONY: run test build release bench deps-run deps-test clean

run: deps-run release
	.build/release/inkstone $(ARGS)

test: deps-test
	$(SWIFT) build
	$(SWIFT) test
	@Tests/PenRig/check-leftovers.sh

build: deps-run
	$(SWIFT) build

release: deps-run
	$(SWIFT) build -c release --product inkstone

bench: deps-test
	$(SWIFT) run -c release inkstone-bench
	$(SWIFT) build -c release --product inkstone
	$(SWIFT) run -c release inkstone-latency

deps-run:
	@packaging/debian-deps.sh run

deps-test:
	@packaging/debian-deps.sh test

clean:
	rm -rf .build
