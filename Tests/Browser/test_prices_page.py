"""The unit-price page as a shopper uses it, in headless Chromium against the real server and a
real SQLite file: sizes typed as labels write them, the saved lists, yen, unknown locales."""
import urllib.error
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import screenshot
from test_page_bugs import add, rows, type_into
from test_pages import wait_text, wheels


def test_a_size_typed_as_a_label_sets_the_wheels(server, browser):
    browser.get(server.base + "/prices?list=dairy&locale=en_US")
    wheels(browser, "#quantity")
    size = browser.find_element(By.ID, "sizeText")
    size.send_keys("3 x 500 g\t")
    wait_text(browser, "#pack .readout", "3")
    wait_text(browser, "#quantity .readout", "500 g")
    add(browser, "Yoghurt")
    assert "3 × 500 g" in rows(browser)[0]
    size.clear()
    size.send_keys("three pots\t")
    wait_text(browser, "#error", "a size is an amount and its unit")


def test_the_saved_lists_open_from_the_page(server, browser):
    browser.get(server.base + "/prices?list=pantry&locale=en_US")
    wheels(browser, "#quantity")
    add(browser, "Oats")
    browser.get(server.base + "/prices?list=cellar&locale=de_DE")
    wait_text(browser, "#saved", "pantry (1, USD)")
    assert "Gespeicherte Listen" in browser.page_source
    browser.find_element(By.LINK_TEXT, "pantry (1, USD)").click()
    WebDriverWait(browser, 8).until(lambda d: "list=pantry" in d.current_url)
    assert "Oats" in browser.find_element(By.ID, "products").text
    assert "locale=de_DE" in browser.current_url
    screenshot(browser, "prices-saved")


def test_yen_unit_prices_never_show_zero(server, browser):
    browser.get(server.base + "/prices?list=tokyo&locale=ja_JP")
    wheels(browser, "#price")
    # ¥1 for 1 kg is ¥0.1 per 100 g.
    type_into(browser, "#price", "0000001")
    wait_text(browser, "#price .readout", "1")
    add(browser, "米")
    text = rows(browser)[0]
    assert "¥0 " not in text and "0.1" in text, text


def test_an_unknown_locale_is_refused_with_a_message(server, browser):
    try:
        urllib.request.urlopen(server.base + "/prices?locale=xx_QQ", timeout=10)
        raise AssertionError("an unknown locale was served")
    except urllib.error.HTTPError as error:
        assert error.code == 422 and "unknown locale" in error.read().decode()
