"""Copies into the shrunk jar every non-class entry of the app that the shrinker did not write
(libupb.so, the descriptor set, .proto files): R8's class-file output carries classes; the
application still needs its resources to run. Usage: restore_resources.py <app.jar> <shrunk.jar>"""
import sys
import zipfile


def main(app, shrunk):
    with zipfile.ZipFile(shrunk) as s:
        present = set(s.namelist())
    with zipfile.ZipFile(app) as a, zipfile.ZipFile(shrunk, "a", zipfile.ZIP_DEFLATED) as s:
        for name in a.namelist():
            if not name.endswith(".class") and not name.endswith("/") and not name.startswith("META-INF/") \
                    and name not in present:
                s.writestr(name, a.read(name))


if __name__ == "__main__":
    main(*sys.argv[1:3])
