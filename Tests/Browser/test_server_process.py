"""The server as a process on a real socket: binds 127.0.0.1, keeps data across a restart and
across kill -9 in the middle of writes."""
import json
import sqlite3
import threading
import urllib.error
import urllib.request

from conftest import Server


def call(base, path, body=None, method=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data, method=method or ("POST" if data else "GET"),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=5) as response:
        return response.status, json.loads(response.read())


def test_survives_restart_and_kill_9(database):
    server = Server(database).start()
    call(server.base, "/api/lists/shop/products",
         {"name": "Rice", "price": "2.00", "quantity": "1", "unit": "kg"})
    status, _ = call(server.base, "/api/schedules/home/edit",
                     {"field": "heat", "group": "weekend", "period": "sleep", "value": "60"})
    assert status == 200
    # Hammer writes from several threads and kill -9 the server in the middle of them.
    stop = threading.Event()
    done = []

    def writer(index):
        count = 0
        while not stop.is_set():
            try:
                call(server.base, "/api/lists/shop/products",
                     {"name": "Bulk %d-%d" % (index, count), "price": "3.00", "quantity": "2",
                      "unit": "kg"})
                count += 1
            except (urllib.error.URLError, ConnectionError, OSError):
                break
        done.append(count)

    threads = [threading.Thread(target=writer, args=(i,)) for i in range(4)]
    for thread in threads:
        thread.start()
    import time
    time.sleep(1.0)
    server.stop(kill=True)
    stop.set()
    for thread in threads:
        thread.join()
    assert sum(done) > 0
    # The file is a consistent database, and everything committed is there.
    connection = sqlite3.connect(database)
    assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    connection.close()
    restarted = Server(database)
    restarted.port = server.port
    restarted.base = server.base
    restarted.start()
    try:
        # Rice costs the most per kg, so it is the last of the list's pages.
        _, listing = call(restarted.base, "/api/lists/shop")
        assert listing["total"] >= 1 + sum(done) - 4  # at most one write in flight per thread lost
        last = (listing["total"] - 1) // 50 * 50
        _, page = call(restarted.base, "/api/lists/shop?offset=%d" % last)
        assert page["products"][-1]["name"] == "Rice"
        _, schedule = call(restarted.base, "/api/schedules/home")
        weekend = [g for g in schedule["groups"] if g["group"] == "weekend"][0]
        assert weekend["entries"][3]["heat"] == 60
    finally:
        restarted.stop()


def test_binds_loopback_by_default(server):
    # The kernel's table of listening sockets: local address 0100007F is 127.0.0.1.
    listening = []
    for table in ["/proc/net/tcp", "/proc/net/tcp6"]:
        with open(table) as rows:
            for row in list(rows)[1:]:
                local, state = row.split()[1], row.split()[3]
                if state == "0A" and int(local.split(":")[1], 16) == server.port:
                    listening.append(local.split(":")[0])
    assert listening == ["0100007F"]
