window.addEventListener("DOMContentLoaded", () => {
  const $ = (id) => document.getElementById(id);
  // Each input's picker, as the price model makes it: the price in the list's currency, the
  // pack count, and the quantity's amount and unit wheels per dimension, units in the shopper's
  // order. The words are the reader's language, from the server.
  const pickers = specs($("add"));
  const words = JSON.parse($("add").dataset.words);
  // Where each input starts, as the price model says.
  const starts = JSON.parse($("add").dataset.starts);
  const listName = () => $("list").value;
  const path = () => "/api/lists/" + encodeURIComponent(listName());
  const query = () => "?locale=" + encodeURIComponent($("locale").value);
  let list = null; let editing = null; let removed = null;
  // Sizes and amounts read in the direction the list's locale writes numbers (right to left in
  // ar_EG), as the price model says.
  const numbersDir = $("products").dataset.numbersDir;
  function amount(text) { const td = el("td", "", text); td.dir = numbersDir; return td; }
  function row(p) {
    const tr = el("tr"); tr.dataset.id = p.id;
    tr.append(el("td", "", p.name), amount(p.size), amount(p.priceText),
      amount(p.unitPrices.join(", ")), el("td", p.best ? "best" : "", p.label));
    const cell = el("td", "actions");
    [["edit secondary", words.edit], ["remove", words.remove]].forEach(([kind, word]) => {
      const button = el("button", kind, word); button.type = "button"; button.dataset.id = p.id;
      button.setAttribute("aria-label", word + " " + p.name); cell.append(button, " "); });
    tr.append(cell);
    return tr;
  }
  function draw(data) {
    list = data;
    $("count").textContent = data.count;
    $("currency").value = data.currency;
    const table = $("products"); const head = table.rows[0]; table.replaceChildren(head);
    data.products.forEach((p) => table.append(row(p)));
    // The price wheels follow the list's currency: cents, none for yen, fils for dinars.
    if (!price || JSON.stringify(price.spec) !== JSON.stringify(data.pickers.price)) {
      const answer = price && price.data ? String(price.data.value) : starts.price;
      price = new WheelPicker($("price"), data.pickers.price, { labelledBy: "priceTitle" });
      price.load({ answer: answer, nearest: true });
    }
  }
  const reload = async () => {
    try { draw(await api(path() + query(), undefined, "GET")); $("error").textContent = ""; }
    catch (error) { $("error").textContent = error.message; }
  };
  const fail = (error) => { $("error").textContent = error.message; announce(error.message); };
  function body(p, q, n) {
    return { name: $("productName").value, price: p.value, quantity: q.value, unit: q.unit,
      packCount: Number(n.value), currency: list ? list.currency : undefined };
  }
  $("products").addEventListener("click", async (event) => {
    const button = event.target.closest("button");
    if (!button || !list) return;
    const product = list.products.find((p) => p.id === button.dataset.id);
    if (!product) return;
    if (button.classList.contains("edit")) { edit(product); return; }
    try {
      await api(path() + "/products/" + encodeURIComponent(product.id) + query(), undefined,
        "DELETE");
      removed = product; $("undoBar").hidden = false;
      announce(words.removed + ": " + product.name);
      await reload();
    } catch (error) { fail(error); }
  });
  // Undo puts a removed product back, as it was entered.
  $("undo").addEventListener("click", async () => {
    if (!removed) return;
    const p = removed; removed = null; $("undoBar").hidden = true;
    try {
      await api(path() + "/products" + query(), { name: p.name, price: String(p.price),
        quantity: String(p.quantity), unit: p.unit, packCount: p.packCount, currency: list.currency });
      announce(words.added + ": " + p.name);
      await reload();
    } catch (error) { fail(error); }
  });
  let price = null;
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
      const size = await api("/api/size" + query(), { size: text });
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
      const r = editing
        ? await api(path() + "/products/" + encodeURIComponent(editing.id) + query(), body(p, q, n), "PUT")
        : await api(path() + "/products" + query(), body(p, q, n));
      stopEditing();
      await reload();
      $("error").textContent = "";
      announce(words.added + ": " + $("productName").value + (r.product ? ", " + r.product.label : ""));
    } catch (error) { fail(error); }
  });
  // A list or a language is a page of its own: the server writes it in that language.
  const go = () => { location.search = "?list=" + encodeURIComponent(listName()) + "&locale=" +
    encodeURIComponent($("locale").value); };
  $("list").addEventListener("change", go); $("locale").addEventListener("change", go);
  $("currency").addEventListener("change", async () => {
    try { draw(await api(path() + query(), { currency: $("currency").value }, "PUT")); $("error").textContent = ""; }
    catch (error) { fail(error); if (list) $("currency").value = list.currency; }
  });
  reload();
});
