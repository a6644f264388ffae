#!/usr/bin/env bash
# mvn -Pdocker runs this first (validate phase of the root project): one line and a failure when no
# Docker daemon answers, instead of minutes of building and then a Testcontainers stack trace.
if ! docker info >/dev/null 2>&1; then
  echo "protocross: mvn -Pdocker needs a running Docker daemon and none answers: start one (Debian: apt-get install docker.io, then docker/ci-setup.sh start; laptops: start Docker), or run plain mvn verify" >&2
  exit 1
fi
