window.addEventListener("DOMContentLoaded", () => {
  const $ = (id) => document.getElementById(id);
  // Each input's picker, as the price model makes it: price, pack count, and the quantity's
  // amount and unit wheels per dimension, units in the shopper's order.
  const pickers = specs($("add"));
  const path = () => "/api/lists/" + encodeURIComponent($("list").value);
  const query = () => "?locale=" + encodeURIComponent($("locale").value);
  function row(p) {
    const tr = el("tr");
    tr.append(el("td", "", p.name), el("td", "", p.size), el("td", "", p.priceText),
      el("td", "", p.unitPrices.join(", ")), el("td", p.best ? "best" : "", p.label));
    const remove = el("button", "remove", "Remove"); remove.type = "button";
    remove.dataset.id = p.id; remove.setAttribute("aria-label", "Remove " + p.name);
    const cell = el("td"); cell.append(remove); tr.append(cell);
    return tr;
  }
  function draw(list) {
    $("count").textContent = list.count;
    const table = $("products"); const head = table.rows[0]; table.replaceChildren(head);
    list.products.forEach((p) => table.append(row(p)));
  }
  const reload = async () => {
    try { draw(await api(path() + query(), undefined, "GET")); $("error").textContent = ""; }
    catch (error) { $("error").textContent = error.message; }
  };
  // Remove buttons, the server's and the script's alike.
  $("products").addEventListener("click", async (event) => {
    const button = event.target.closest("button.remove");
    if (!button) return;
    try {
      await api(path() + "/products/" + encodeURIComponent(button.dataset.id) + query(), undefined,
        "DELETE");
      announce("Removed " + button.getAttribute("aria-label").slice(7));
      await reload();
    } catch (error) { $("error").textContent = error.message; }
  });
  const price = new WheelPicker($("price"), pickers.price.any, { labelledBy: "priceTitle" });
  price.load({ answer: "2.49", nearest: true });
  const pack = new WheelPicker($("pack"), pickers.pack.any, { labelledBy: "packTitle" });
  pack.load({ answer: "1", nearest: true });
  let quantity = null;
  function measures() {
    const spec = pickers.quantity[$("dimension").value];
    quantity = new WheelPicker($("quantity"), spec, { labelledBy: "quantityTitle" });
    quantity.load({ answer: spec.dimension === "count" ? "12 ea" : "1 " + spec.units[0],
      nearest: true });
  }
  $("dimension").addEventListener("change", measures); measures();
  $("add").addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const q = await quantity.settled();
      const p = await price.settled(); const n = await pack.settled();
      const r = await api(path() + "/products" + query(), { name: $("productName").value,
        price: p.value, quantity: q.value, unit: q.unit, packCount: Number(n.value) });
      await reload();
      $("error").textContent = "";
      announce("Added " + $("productName").value + ": " + (r.product ? r.product.label : r.count));
    } catch (error) { $("error").textContent = error.message; announce(error.message); }
  });
  $("list").addEventListener("change", reload); $("locale").addEventListener("change", reload);
});
