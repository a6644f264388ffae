# Sourced by bin/* and metal/run.sh: finds the JDK 25 that protocross builds and runs with, and
# exports JAVA_HOME and PATH for it; otherwise one line saying what is needed, and exit 2.
# Order: $JAVA_HOME if it is a 25; the Temurin 25 the README names; any other JDK 25 under
# /usr/lib/jvm. Why: the default `java` on Debian is 17, which cannot load the class files
# (UnsupportedClassVersionError) and has no FFM API.

protocross_java_version() {
  "$1/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p'
}

protocross_find_jdk25() {
  local candidates=() c
  [[ -n ${JAVA_HOME:-} ]] && candidates+=("$JAVA_HOME")
  candidates+=(/usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/*25*)
  for c in "${candidates[@]}"; do
    if [[ -x $c/bin/java && $(protocross_java_version "$c") == 25 ]]; then
      export JAVA_HOME=$c
      export PATH=$JAVA_HOME/bin:$PATH
      return 0
    fi
  done
  local seen=""
  [[ -n ${JAVA_HOME:-} && -x $JAVA_HOME/bin/java ]] && seen=" (JAVA_HOME=$JAVA_HOME is Java $(protocross_java_version "$JAVA_HOME"))"
  echo "protocross: JDK 25 needed$seen; install Temurin 25 at /usr/lib/jvm/temurin-25-jdk-amd64 or set JAVA_HOME to a JDK 25" >&2
  exit 2
}
