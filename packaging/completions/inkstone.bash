# bash completion for inkstone                                  -*- shell-script -*-
# Installed as share/bash-completion/completions/inkstone. Preference keys come from
# `inkstone prefs list`, so they always match the installed version.

_inkstone()
{
    local cur prev words cword
    _init_completion || return

    local options='--display --geometry --new --open-chooser --list-devices --debug-input --version --help'
    local files_re='@(inkstone|png|PNG|jpg|JPG|jpeg|JPEG|pdf|PDF)'

    case ${words[1]} in
        prefs)
            case $cword in
                2) COMPREPLY=($(compgen -W 'list get set reset' -- "$cur")) ;;
                3) case $prev in
                       get|set|reset)
                           COMPREPLY=($(compgen -W "$(inkstone prefs list 2>/dev/null | cut -d' ' -f1)" -- "$cur")) ;;
                   esac ;;
            esac
            return ;;
        export)
            case $prev in
                --png) _filedir -d; return ;;
                --pdf) _filedir '@(pdf|PDF)'; return ;;
            esac
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W '--png --pdf' -- "$cur"))
            else
                _filedir "$files_re"
            fi
            return ;;
        thumbnail)
            case $prev in
                --size) COMPREPLY=($(compgen -W '128 256 512 1024' -- "$cur")); return ;;
            esac
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W '--size' -- "$cur"))
            elif [[ $cword -eq 3 ]]; then
                _filedir '@(png|PNG)'
            else
                _filedir inkstone
            fi
            return ;;
        upgrade)
            _filedir inkstone
            return ;;
    esac

    case $prev in
        --display) COMPREPLY=($(compgen -W ":0 :1" -- "$cur")); return ;;
        --geometry) COMPREPLY=($(compgen -W '1024x720 1280x800 1920x1080' -- "$cur")); return ;;
    esac

    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    elif [[ $cword -eq 1 ]]; then
        COMPREPLY=($(compgen -W 'prefs export thumbnail upgrade' -- "$cur"))
        _filedir "$files_re"
    else
        _filedir "$files_re"
    fi
} &&
    complete -F _inkstone inkstone

# ex: filetype=sh
