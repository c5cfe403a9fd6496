window.addEventListener("DOMContentLoaded", () => {
  const $ = (id) => document.getElementById(id);
  // Each input's picker, as the price model makes it: the price in the list's currency, the
  // pack count, and the quantity's amount and unit wheels per dimension, units in the shopper's
  // order. The words are the reader's language, from the server.
  const pickers = specs($("add"));
  const words = JSON.parse($("add").dataset.words);
  // Where each input starts, as the price model says.
  const starts = JSON.parse($("add").dataset.starts);
  // The list this address names (a page kept for offline use may be another list's copy).
  const listName = new URLSearchParams(location.search).get("list") || $("list").value;
  // Whether the server wrote this list into the page (not a kept copy of another list's page).
  const written = $("list").value === listName;
  $("list").value = listName;
  const locale = $("locale").value;
  // The unit-price model runs in this page (PriceCall in the page's core) on the list this
  // device keeps (IndexedDB): every edit is answered here and kept here at once, online or not,
  // and goes to the server as an edit when it can be reached (POST /api/lists/{name}/sync). What
  // a sync decides (an item another device changed first) the model says, in the reader's words.
  const ask = (call, request) => askCore({ request: request, locale: locale }, call);
  let copy = null; let list = null; let editing = null; let removed = null;
  // Sizes and amounts read in the direction the list's locale writes numbers (right to left in
  // ar_EG), as the price model says.
  const numbersDir = $("products").dataset.numbersDir;
  function amount(text) { const td = el("td", "", text); td.dir = numbersDir; return td; }
  function row(p) {
    const tr = el("tr"); tr.dataset.id = p.id;
    tr.append(el("td", "", p.name), amount(p.size), amount(p.priceText),
      amount(p.unitPrices.join(", ")), el("td", p.best ? "best" : "", p.label));
    const cell = el("td", "actions");
    [["edit secondary", words.edit, words.editItem], ["remove", words.remove, words.removeItem]]
      .forEach(([kind, word, label]) => {
        const button = el("button", kind, word); button.type = "button"; button.dataset.id = p.id;
        button.setAttribute("aria-label", phrase(label, { "%n": p.name })); cell.append(button, " "); });
    tr.append(cell);
    return tr;
  }
  let price = null;
  async function draw() {
    const data = await ask("priceList", { list: copy });
    // Rows that read the same stay (a sync that only confirmed this device's edits does not
    // redraw a row under the shopper's finger).
    const same = list && JSON.stringify(list.products) === JSON.stringify(data.products);
    list = data;
    $("count").textContent = data.count;
    $("currency").value = data.currency;
    if (!same) {
      const table = $("products"); const head = table.rows[0]; table.replaceChildren(head);
      data.products.forEach((p) => table.append(row(p)));
    }
    $("syncStatus").textContent = copy.pending && copy.pending.length ? words.onDevice : words.synced;
    // The price wheels follow the list's currency: cents, none for yen, fils for dinars.
    if (!price || JSON.stringify(price.spec) !== JSON.stringify(data.pickers.price)) {
      const answer = price && price.data ? String(price.data.value) : starts.price;
      price = new WheelPicker($("price"), data.pickers.price, { labelledBy: "priceTitle" });
      await price.load({ answer: answer, nearest: true });
    }
  }
  const fail = (error) => { $("error").textContent = error.message; announce(error.message); };
  // Keeps the list as the model answered it, then shows it: nothing is shown as saved before
  // this device has it.
  async function keep(next) {
    await deviceStore.put("lists", listName, next);
    copy = next;
    await draw();
  }
  // One change by the model on the list as this device now keeps it (another tab may have
  // changed it), kept with an edit to sync; answers what the route would.
  async function change(call, request) {
    copy = (await deviceStore.get("lists", listName)) || copy;
    const answer = await ask(call, Object.assign({ list: copy, edit: uuid() }, request));
    await keep(answer.list);
    $("error").textContent = "";
    sync();
    return answer.answer;
  }
  // The edits this device holds go to the server by the one sync loop (sync.js).
  const sync = deviceSync({
    request: async (device) => ({
      path: "/api/lists/" + encodeURIComponent(listName) + "/sync",
      body: await ask("priceSyncRequest", { list: copy, device: device }),
    }),
    take: async (answer) => {
      copy = (await deviceStore.get("lists", listName)) || copy;
      const taken = await ask("priceSynced", { list: copy, answer: answer });
      await keep(taken.list);
      return { notes: taken.notes, pending: taken.list.pending.length };
    },
    fail,
  });
  function input(p, q, n) {
    return { name: $("productName").value, price: String(p.value), quantity: String(q.value),
      unit: q.unit, packCount: Number(n.value), currency: list ? list.currency : undefined };
  }
  $("products").addEventListener("click", async (event) => {
    const button = event.target.closest("button");
    if (!button || !list) return;
    const product = list.products.find((p) => p.id === button.dataset.id);
    if (!product) return;
    if (button.classList.contains("edit")) { edit(product); return; }
    try {
      await change("priceRemove", { id: product.id });
      removed = product; $("undoBar").hidden = false;
      announce(phrase(words.removedItem, { "%n": product.name }));
    } catch (error) { fail(error); }
  });
  // Undo puts a removed product back, as it was entered, with its id.
  $("undo").addEventListener("click", async () => {
    if (!removed) return;
    const p = removed; removed = null; $("undoBar").hidden = true;
    try {
      await change("priceWrite", { id: p.id, input: { name: p.name, price: String(p.price),
        quantity: String(p.quantity), unit: p.unit, packCount: p.packCount,
        currency: list.currency } });
      announce(phrase(words.addedItem, { "%n": p.name }));
    } catch (error) { fail(error); }
  });
  const pack = new WheelPicker($("pack"), pickers.pack.any, { labelledBy: "packTitle" });
  pack.load({ answer: starts.packCount, nearest: true });
  let quantity = null;
  function measures(answer) {
    const spec = pickers.quantity[$("dimension").value];
    quantity = new WheelPicker($("quantity"), spec, { labelledBy: "quantityTitle" });
    return quantity.load({ answer: answer || starts.quantity[$("dimension").value], nearest: true });
  }
  $("dimension").addEventListener("change", () => measures());
  // A size typed as a label writes it (3 x 500 g, or in the locale's signs: 1,5 kg) is read by
  // the price model and set on the wheels, which the product is then saved from.
  $("sizeText").addEventListener("change", async () => {
    const text = $("sizeText").value.trim();
    if (!text) return;
    try {
      const size = await ask("priceSize", { size: text });
      $("dimension").value = size.dimension;
      await Promise.all([measures(size.quantity + " " + size.unit),
        pack.load({ answer: String(size.packCount), nearest: true })]);
      $("error").textContent = "";
    } catch (error) { fail(error); }
  });
  measures();
  // Editing fills the form with the product as it was entered; Save replaces it in its place.
  async function edit(product) {
    editing = product;
    $("formTitle").textContent = words.editProduct; $("addButton").textContent = words.save;
    $("cancelEdit").hidden = false;
    $("productName").value = product.name;
    $("dimension").value = list.dimension || $("dimension").value;
    await Promise.all([measures(product.quantity + " " + product.unit),
      price.load({ answer: String(product.price), nearest: true }),
      pack.load({ answer: String(product.packCount), nearest: true })]);
    $("add").scrollIntoView({ block: "nearest" });
    $("productName").focus();
  }
  function stopEditing() {
    editing = null; $("formTitle").textContent = words.addProduct;
    $("addButton").textContent = words.add; $("cancelEdit").hidden = true;
  }
  $("cancelEdit").addEventListener("click", stopEditing);
  $("add").addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      // Each value as the core's rule takes it: one a confirmation had to correct is shown
      // first, and the next Add takes it.
      const taken = await takeAll({ quantity: quantity, price: price, pack: pack });
      if (!taken) return;
      const { quantity: q, price: p, pack: n } = taken;
      const written = await change("priceWrite",
        { id: editing ? editing.id : uuid(), input: input(p, q, n) });
      stopEditing();
      announce(phrase(words.addedBest, { "%n": written.product.name, "%l": written.product.label }));
    } catch (error) { fail(error); }
  });
  // A list or a language is a page of its own: the server writes it in that language.
  const go = () => { location.search = "?list=" + encodeURIComponent($("list").value) +
    "&locale=" + encodeURIComponent($("locale").value); };
  $("list").addEventListener("change", go); $("locale").addEventListener("change", go);
  $("currency").addEventListener("change", async () => {
    try { await change("priceCurrency", { currency: $("currency").value }); }
    catch (error) { fail(error); if (list) $("currency").value = list.currency; }
  });
  // The list as this device keeps it, drawn at once; one never synced here shows what the
  // server wrote into the page (with the price wheels it wrote) until the first sync answers.
  (async () => {
    try {
      copy = (await deviceStore.get("lists", listName)) || { name: listName };
      if (copy.version || (copy.pending && copy.pending.length) || !written) {
        await draw();
      } else {
        price = new WheelPicker($("price"), pickers.price.any, { labelledBy: "priceTitle" });
        await price.load({ answer: starts.price, nearest: true });
      }
    } catch (error) { fail(error); copy = copy || { name: listName }; }
    sync();
  })();
});
