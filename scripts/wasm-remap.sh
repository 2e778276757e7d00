# Sourced by build-wasm.sh and wasm-sizes.sh. A panic location names its file, and a
# dependency's file is under $CARGO_HOME (console_error_panic_hook's and js-sys's, 84 bytes
# each with this machine's /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/): each
# registry's directory is remapped to /cargo, whatever $CARGO_HOME is on the machine that
# builds. Appended to the environment's wasm32 flags, which cargo joins with
# .cargo/config.toml's (the inline threshold stays). std's paths (/rustc/<commit>/library/…)
# come remapped already from std's own build; this flag does not reach them.
registry="${CARGO_HOME:-${HOME:-}/.cargo}/registry/src"
remap=""
for dir in "$registry"/*/; do
  dir="${dir%/}"
  case "$dir" in
    *" "* | *"*"*) ;; # no such directory, or a space, which the flags' list cannot hold
    *) remap="$remap --remap-path-prefix=$dir=/cargo" ;;
  esac
done
if [ -n "$remap" ]; then
  export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="${CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS:-}$remap"
fi
