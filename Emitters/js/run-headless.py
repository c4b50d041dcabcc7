"""Runs cue-log.html in headless Chromium and prints the cue log its console wrote (one JSON line per cue-log line).

usage: python3 run-headless.py CHROMIUM PLAN TICK_MS [TIMEOUT_S]

The page is opened from file:// (no server, no network: loopback only); console messages arrive on Chromium's
stderr as `...:INFO:CONSOLE:n] "MESSAGE", source: ...`. Chromium is stopped as soon as the page says it is done,
or after the timeout (exit 1).
"""
import os, re, shutil, signal, subprocess, sys, tempfile, time, urllib.parse

chromium, plan, tick = sys.argv[1], sys.argv[2], sys.argv[3]
timeout = float(sys.argv[4]) if len(sys.argv) > 4 else 60
page = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cue-log.html")
url = "file://" + page + "?" + urllib.parse.urlencode({"plan": plan, "tick": tick})
profile = tempfile.mkdtemp(prefix="timekeeper-chromium-")
command = [
    chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + profile, "--enable-logging=stderr",
    "--v=0", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-default-apps", "--no-pings", "--proxy-server=127.0.0.1:9", "--allow-file-access-from-files", url,
]
process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
console = re.compile(r':CONSOLE[:(]\d+\)?\] "(.*)", source: ')
lines, done, deadline = [], False, time.monotonic() + timeout
os.set_blocking(process.stderr.fileno(), False)
buffer = ""
try:
    while time.monotonic() < deadline and not done:
        chunk = process.stderr.read()
        if chunk:
            buffer += chunk.decode("utf-8", "replace")
            *complete, buffer = buffer.split("\n")
            for line in complete:
                match = console.search(line)
                if not match:
                    continue
                message = match.group(1)
                if message == "cue-log: done":
                    done = True
                elif message.startswith("{"):
                    lines.append(message)
        elif process.poll() is not None:
            break
        else:
            time.sleep(0.05)
finally:
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=10)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
    shutil.rmtree(profile, ignore_errors=True)
print("\n".join(lines))
sys.exit(0 if done else 1)
