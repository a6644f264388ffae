"""The minimal application of one implementation, cut from its benchmarks.jar (bin/codesize-shrunk).

Keeps what an application that decodes and encodes the built-in schema ships: the runtime and what
it pulls in, the generated classes of the schema's Java package (not the coverage fixtures), the
keep rules the libraries embed for shrinkers (META-INF/proguard/, META-INF/com.android.tools/) and,
for upb, the FFM binding, libupb.so, the schema's descriptor set and the contract classes the binding
reads it with. Drops the JMH harness, the project's adapter, readers, builders and benchmark, and
every other META-INF entry. Usage: app.py <benchmarks.jar> <out.jar> <impl> <schema dir, e.g. protocross/schema/>
"""
import sys
import zipfile

HARNESS = ("org/openjdk/jmh/", "joptsimple/", "org/apache/commons/math3/", "jmh.properties")
SHRINKER_RULES = ("META-INF/proguard/", "META-INF/com.android.tools/")
UPB = ("protocross/impl/upb/", "protocross/upb/", "protocross/contract/", "protocross/schema.desc")


def kept(name, impl, schema):
    if name.endswith("/") or name.startswith(HARNESS):
        return False
    if name.startswith("META-INF/"):
        return name.startswith(SHRINKER_RULES)
    if name.startswith(schema):
        return True
    if impl == "upb" and name.startswith(UPB):
        return True
    return not name.startswith("protocross")


def main(src, out, impl, schema):
    with zipfile.ZipFile(src) as jar, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as app:
        for info in jar.infolist():
            if kept(info.filename, impl, schema):
                app.writestr(info.filename, jar.read(info.filename))


if __name__ == "__main__":
    main(*sys.argv[1:5])
