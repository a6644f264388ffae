#!/usr/bin/env python3
"""Loads one report.html in headless Chromium over the DevTools protocol (--remote-debugging-pipe:
stdlib only, no port) and checks what a reader would see: no console error, no uncaught exception,
no blocked load or script (the page's Content-Security-Policy reports those as errors); the sort
script ran (its marker attribute) and a click on a numeric header sorts that column; a screenshot
that is not blank. Usage: html-report.py <chromium> <report.html> <screenshot.png>. Prints one
line; exit 1 with the reason on failure."""
import base64, json, os, struct, subprocess, sys, tempfile, time, zlib

chromium, page, png_out = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3]
WIDTH, HEIGHT = 1280, 2000


def fail(why):
    print("html-report check: FAILED: " + why, file=sys.stderr)
    sys.exit(1)


profile = tempfile.mkdtemp(prefix="html-report-")
# fds 3 and 4 are the browser's pipe ends: it reads commands on 3, writes replies and events on 4.
to_browser_r, to_browser_w = os.pipe()
from_browser_r, from_browser_w = os.pipe()
os.set_inheritable(to_browser_r, True)
os.set_inheritable(from_browser_w, True)
cmd = [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
       "--user-data-dir=" + profile, "--no-first-run", "--no-default-browser-check", "--hide-scrollbars",
       "--window-size=%d,%d" % (WIDTH, HEIGHT), "about:blank"]


def child():
    os.dup2(to_browser_r, 3)
    os.dup2(from_browser_w, 4)


proc = subprocess.Popen(cmd, pass_fds=(3, 4), preexec_fn=child, stdin=subprocess.DEVNULL,
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.close(to_browser_r)
os.close(from_browser_w)
buffer = b""
next_id = 0
errors = []
deadline = time.time() + 120


def read_message():
    global buffer
    while b"\0" not in buffer:
        if time.time() > deadline:
            fail("no answer from chromium within 120 s")
        chunk = os.read(from_browser_r, 1 << 20)
        if not chunk:
            fail("chromium closed its DevTools pipe (exit %s)" % proc.poll())
        buffer += chunk
    raw, buffer = buffer.split(b"\0", 1)
    return json.loads(raw)


def on_event(m):
    method, p = m.get("method"), m.get("params", {})
    if method == "Runtime.exceptionThrown":
        d = p["exceptionDetails"]
        errors.append("uncaught: " + d.get("exception", {}).get("description", d.get("text", "")))
    elif method == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
        errors.append("console.%s: %s" % (p["type"], " ".join(str(a.get("value", a.get("description", ""))) for a in p["args"])))
    elif method == "Log.entryAdded" and p["entry"]["level"] == "error":
        errors.append("%s: %s" % (p["entry"]["source"], p["entry"]["text"]))
    return method


def send(method, params=None, session=None):
    global next_id
    next_id += 1
    msg = {"id": next_id, "method": method, "params": params or {}}
    if session:
        msg["sessionId"] = session
    os.write(to_browser_w, json.dumps(msg).encode() + b"\0")
    while True:
        m = read_message()
        if m.get("id") == next_id:
            if "error" in m:
                fail("%s: %s" % (method, m["error"]))
            return m.get("result", {})
        on_event(m)


def wait_for(event):
    while on_event(read_message()) != event:
        pass


try:
    targets = send("Target.getTargets")["targetInfos"]
    target = next(t["targetId"] for t in targets if t["type"] == "page")
    s = send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    for domain in ("Page", "Runtime", "Log"):
        send(domain + ".enable", session=s)
    send("Emulation.setDeviceMetricsOverride", {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False}, s)
    send("Page.navigate", {"url": "file://" + page}, s)
    wait_for("Page.loadEventFired")

    def js(expression):
        r = send("Runtime.evaluate", {"expression": expression, "returnByValue": True}, s)
        if "exceptionDetails" in r:
            fail("evaluating %s: %s" % (expression, r["exceptionDetails"]))
        return r["result"].get("value")

    tables = js("document.documentElement.getAttribute('data-sortable-tables')")
    if not tables or int(tables) < 1:
        fail("the sort script did not run (data-sortable-tables = %r)" % tables)
    # The first sortable column whose cells are all numbers: click it twice, read it back each time.
    sorted_check = js(r"""(function () {
      var num = function (td) { var m = /^[^0-9A-Za-z+\-\u2212.]*([+\-\u2212]?[0-9.]+)/.exec(td.textContent.trim());
                                return m ? parseFloat(m[1].replace('\u2212', '-')) : NaN; };
      var ths = document.querySelectorAll('th[data-sort]');
      for (var i = 0; i < ths.length; i++) {
        var th = ths[i], table = th.closest('table'), col = th.cellIndex;
        var values = function () { return Array.prototype.map.call(table.tBodies[0].rows, function (r) { return num(r.cells[col]); }); };
        var v = values();
        if (v.length < 3 || v.some(isNaN) || new Set(v).size < 3) continue;
        th.click(); var up = values();
        th.click(); var down = values();
        var ascending = up.every(function (x, j) { return j === 0 || up[j - 1] <= x; });
        var descending = down.every(function (x, j) { return j === 0 || down[j - 1] >= x; });
        th.click();
        return {header: th.textContent, rows: v.length, ascending: ascending, descending: descending,
                aria: th.getAttribute('aria-sort')};
      }
      return null;
    })()""")
    if not sorted_check:
        fail("no sortable numeric column with 3 distinct values found")
    if not (sorted_check["ascending"] and sorted_check["descending"]):
        fail("clicking header %r did not sort its column: %s" % (sorted_check["header"], sorted_check))
    images = js("Array.prototype.filter.call(document.images, function (i) { return i.complete && i.naturalWidth > 0; }).length"
                " + '/' + document.images.length")
    shot = base64.b64decode(send("Page.captureScreenshot", {"format": "png"}, s)["data"])
    send("Runtime.evaluate", {"expression": "1"}, s)  # drain late console events
    try:
        send("Browser.close")
    except SystemExit:
        pass
finally:
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
    subprocess.run(["rm", "-rf", profile])

with open(png_out, "wb") as f:
    f.write(shot)
if errors:
    fail("%d console error(s): %s" % (len(errors), "; ".join(errors[:5])))
loaded, total = images.split("/")
if loaded != total:
    fail("only %s of %s charts decoded" % (loaded, total))


def non_white_share(png):
    """Decodes an 8-bit RGB/RGBA PNG (what Chromium writes) and returns the share of pixels that are not white."""
    if png[:8] != b"\x89PNG\r\n\x1a\n":
        fail("the screenshot is not a PNG")
    pos, idat, width = 8, b"", 0
    while pos < len(png):
        length, kind = struct.unpack(">I4s", png[pos:pos + 8])
        data = png[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", data[:10])
            if depth != 8 or colour not in (2, 6):
                fail("unexpected PNG format (depth %d, colour type %d)" % (depth, colour))
            bpp = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += data
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * bpp
    prev = bytearray(stride)
    non_white = 0
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if f == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 255
        elif f == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, prev))
        elif f == 3:
            for i in range(stride):
                line[i] = (line[i] + ((line[i - bpp] if i >= bpp else 0) + prev[i]) // 2) & 255
        elif f == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b, c = prev[i], (prev[i - bpp] if i >= bpp else 0)
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        for x in range(0, stride, bpp):
            if line[x] < 250 or line[x + 1] < 250 or line[x + 2] < 250:
                non_white += 1
        prev = line
    return non_white / (width * height), width, height


share, w, h = non_white_share(shot)
if len(shot) <= 10 * 1024 or share <= 0.01:
    fail("the screenshot looks blank: %d bytes, %.2f %% non-white" % (len(shot), 100 * share))
print("html-report check: ok (%s: %s sortable tables, header %r sorts %d rows both ways, %s charts shown, no console"
      " error; screenshot %dx%d, %d KB, %.1f %% non-white)"
      % (sys.argv[2], tables, sorted_check["header"], sorted_check["rows"], total,
         w, h, len(shot) // 1024, 100 * share))
