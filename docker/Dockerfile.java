# One image per (pure-Java implementation, JDK): a Java runtime (the run's own 25, or the 17 or 21
# a ~jdk17/~jdk21 column names) and that implementation's benchmarks.jar.
# Build context: this file + benchmarks.jar.
#
#   BASE_IMAGE  a Java runtime with java on PATH; default public, for laptops online.
#               Offline: protocross/base-jdk<N>:offline from docker/offline-base.sh.
#   IMPL        the implementation's name, recorded as a label (provenance names the image).
ARG BASE_IMAGE=eclipse-temurin:25-jre
FROM ${BASE_IMAGE}
ARG IMPL
LABEL org.opencontainers.image.title="protocross-${IMPL}" protocross.impl="${IMPL}"

# Non-root: the benchmark needs no privilege. A fixed uid, so the runner can name it; the
# --no-log-init avoids a huge lastlog file for large uids.
RUN useradd --uid 10001 --no-log-init --create-home --shell /bin/sh bench

COPY benchmarks.jar /opt/protocross/benchmarks.jar
# Datasets are mounted read-only here at run time, never baked in: the image stays the same
# whatever datasets a run uses, and MANIFEST.tsv is checked by the launcher as on the host.
ENV PROTOCROSS_DATASETS=/datasets
USER 10001
WORKDIR /home/bench
