// A synced document's sync loop, one for every app page that keeps a document on the device
// (the price list, the thermostat schedule). The page's core answers what to send and what an
// answer means; this script only carries them.
//
// Sends the edits the device holds, the model's batch at a time, and takes the answers; when
// the server cannot be reached they wait for the next change, the network's return or a reload.
// One sync at a time; one asked for meanwhile runs after it. The page hands:
// - `request(device)`: `{ path, body }`, the sync to send now, as the page's core writes it;
// - `take(answer, sent)`: `{ notes, pending }` once the answer is kept on the device (the
//   model's notes for the person, how many edits still wait), or null to ask again at once;
// - `fail(error)` and `after()`, optional: a failure to show, and what to do once a sync ends.
// Returns the page's `sync()`, which resolves when the sync it joined is over.
function deviceSync({ request, take, fail, after }) {
  let syncing = null; let again = false;
  function sync() {
    if (syncing) { again = true; return syncing; }
    syncing = (async () => {
      const device = await deviceID();
      for (let round = 0; round < 50; round++) {
        again = false;
        const sent = await request(device);
        let answer;
        try {
          // Kept alive past the page: a sync sent just before the person leaves still arrives
          // (its answer is lost, and the next sync sends the same edits, applied once).
          answer = await api(sent.path, sent.body, "POST", { keepalive: true });
        } catch (error) {
          return; // offline, or refused: the edits stay on this device
        }
        const taken = await take(answer, sent);
        if (!taken) continue;
        const list = document.getElementById("notes");
        taken.notes.forEach((note) => list.append(el("li", "", note)));
        if (taken.notes.length) announce(taken.notes.join(". "));
        if ((sent.body.edits.length === 0 || !taken.pending) && !again) return;
      }
    })().catch((error) => { if (fail) fail(error); })
      .finally(() => { syncing = null; if (after) after(); });
    return syncing;
  }
  window.addEventListener("online", () => sync());
  return sync;
}
