# Sourced by history/run.sh and history/profiles/profile.sh: where a variant's benchmarks.jar lies,
# relative to the repository, in the layout the runner's variant build writes (metal/README.md,
# "Versions and A/B comparisons"): a release other than the pinned one in
# target/variants/<impl>@<version>/<impl>/, the pinned one (a bare name) in its own module.
protocross_variant_jar() {
  local variant=$1 impl=${1%%@*}
  if [[ $variant == *@* ]]; then
    echo "target/variants/$variant/$impl/benchmarks.jar"
  else
    echo "impls/$impl/target/benchmarks.jar"
  fi
}
