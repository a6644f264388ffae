#!/usr/bin/env bash
# With JAVA_HOME at a JDK 17, `mvn -B verify` must first say that JDK 25 is needed (the enforcer
# rule), not die on a JVM option that 17 does not know (.mvn/jvm.config is read by every JDK).
# Skipped where no JDK 17 is installed. A few seconds; offline.
set -uo pipefail
cd "$(dirname "$0")/../.."
jdk17=${PROTOCROSS_JDK17:-/usr/lib/jvm/java-17-openjdk-amd64}
if [[ ! -x $jdk17/bin/java ]]; then
  echo "wrong-jdk check: skipped (no JDK 17 at $jdk17)"
  exit 0
fi
out=$(JAVA_HOME=$jdk17 PATH=$jdk17/bin:$PATH mvn -B -o validate 2>&1)
rc=$?
fail() { echo "wrong-jdk check: FAILED: $*" >&2; echo "$out" >&2; exit 1; }
((rc != 0)) || fail "Maven under JDK 17 succeeded"
grep -q "Unrecognized option" <<<"$out" && fail "the JVM refused an option before Maven could speak"
grep -q "set JAVA_HOME to a JDK 25" <<<"$out" || fail "no 'JDK 25 needed' message"
echo "wrong-jdk check: ok (JDK 17: $(grep -m1 -o 'protocross builds and runs on JDK 25[^;]*' <<<"$out"))"
