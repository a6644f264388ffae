#!/usr/bin/env python3
"""Where each profile's time per op goes: JFR execution samples split by their top frame into
UTF-8 string encoding and everything else, scaled by the JMH score of the same fork. Prints the
Markdown table of history/profiles/README.md. Needs python3 and the JDK's `jfr` tool: $JAVA_HOME's,
else the Temurin 25 the README names (the first two places bin/jdk25.sh looks; its version is not
checked here, any JDK's jfr reads these recordings). Usage: history/profiles/summary.py [FOLDER]
(default: this folder)."""
import glob, os, re, subprocess, sys

# A top frame that is the UTF-8 encoder itself or the String accessors it calls per character:
# protobuf's Utf8 (encodeUtf8, encodeUtf8Naive, encodedLength), String.charAt/length and their
# Latin-1 helpers, and the JDK's own encoder (String.encodeUTF8 and its ASCII scan) that 4.34.2's
# encoder hands ASCII strings to. Varint, tag and map-entry work is "other".
UTF8 = re.compile(r"protobuf\.Utf8|java\.lang\.String\.(charAt|length|encodeUTF8|getBytes|coder|isLatin1)"
                  r"|java\.lang\.StringLatin1\.charAt|java\.lang\.StringCoding\.(hasNegatives|countPositives)")
SCORE = re.compile(r"^CodecBenchmark\.\w+\s+\S+\s+thrpt\s+\d+\s+([\d.]+)", re.M)


def die(msg):
    sys.exit("protocross: " + msg)


def jfr_tool():
    for home in [os.environ.get("JAVA_HOME", ""), "/usr/lib/jvm/temurin-25-jdk-amd64"]:
        if home and os.access(os.path.join(home, "bin", "jfr"), os.X_OK):
            return os.path.join(home, "bin", "jfr")
    die("no jfr tool: set JAVA_HOME to a JDK 25")


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    profiles = sorted(glob.glob(os.path.join(folder, "*.jfr")))
    if not profiles:
        die(f"no *.jfr in {folder}; make one with history/profiles/profile.sh")
    jfr = jfr_tool()
    print("| profile | JMH score, ops/s | samples | in UTF-8 encoding | µs per op | of which UTF-8 | other |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for path in profiles:
        name = os.path.basename(path)[:-len(".jfr")]
        log = path[:-len(".jfr")] + ".jmh.txt"
        try:
            score = SCORE.search(open(log).read())
        except OSError:
            die(f"{name}: no {os.path.basename(log)} beside it (profile.sh writes both)")
        if not score:
            die(f"{name}: no JMH score in {os.path.basename(log)}")
        run = subprocess.run([jfr, "print", "--events", "jdk.ExecutionSample", "--stack-depth", "1", path],
                             capture_output=True, text=True)
        if run.returncode != 0:
            die(f"{name}: jfr cannot read it: {run.stderr.strip().splitlines()[-1] if run.stderr.strip() else 'no reason given'}")
        tops = re.findall(r"stackTrace = \[\s*\n\s*(\S[^\n]*)", run.stdout)
        if not tops:
            die(f"{name}: no execution samples in the recording")
        utf8 = sum(1 for t in tops if UTF8.search(t)) / len(tops)
        ops = float(score.group(1))
        us = 1e6 / ops
        print(f"| {name} | {ops:,.0f} | {len(tops)} | {utf8:.0%} | {us:.2f} | {us * utf8:.2f} | {us * (1 - utf8):.2f} |")


if __name__ == "__main__":
    main()
