"""The HTML report driven in headless Chromium, as a reviewer uses it.

Builds a sample the way CI does (two shards of `collection-snapshot verify`, two processes,
two artifacts folders, merged by `collection-snapshot report`), opens it from file:// and
checks: every picture loads, the slider moves the split, the blend control changes the
opacity, the keyboard moves between failures and switches modes, zoom to a region, the
accept command, a picture whose height changed, a new snapshot, a failed filmstrip (a script
run on a screen, `verify --scripts`) in the viewer beside its passing trace, UIKit's console
warnings beside a passing screen, no request leaving file://, no console error; then the same
page with 1,000 failures. Saves screenshots.

Usage: python3 report_browser_test.py  (environment: CS_CLI, CS_BENCH = built executables,
CS_FIXTURES = the Fixtures folder, CS_SCREENSHOTS = where screenshots go).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

CLI = os.environ["CS_CLI"]
BENCH = os.environ.get("CS_BENCH")
FIXTURES = os.environ["CS_FIXTURES"]
SHOTS = os.environ.get("CS_SCREENSHOTS", ".")


def run(args, cwd, expect):
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True, env=dict(os.environ, CI=""))
    if result.returncode != expect:
        raise RuntimeError(f"{args} exited {result.returncode}, expected {expect}\n{result.stdout}\n{result.stderr}")
    return result.stdout


def edit(path, change):
    with open(path) as f:
        screen = json.load(f)
    change(screen)
    with open(path, "w") as f:
        json.dump(screen, f)


def make_sample(work):
    """Two shards: shard 1 has a changed list (picture and layout), a new screen, two that
    pass, and a settings list with a reordering script whose longer subtitle changes its
    picture and filmstrip but no callback of its trace; shard 2 (full-content pictures at
    @1x) a product list whose rows grew, so its picture got taller, and one that passes with
    a console warning (items wider than their section)."""
    for folder in ["list", "feed", "scripts"]:
        os.makedirs(f"{work}/{folder}")
    for name in ["feature-list", "feature-grid", "feature-badges"]:
        shutil.copy(f"{FIXTURES}/{name}.json", f"{work}/list/{name}.json")
    shutil.copy(f"{FIXTURES}/feature-list.json", f"{work}/list/settings.json")
    shutil.copy(f"{FIXTURES}/scripts/feature-list.reorder.json", f"{work}/scripts/settings.reorder.json")
    for name in ["ss-banners-products", "feature-pinned-header"]:
        shutil.copy(f"{FIXTURES}/{name}.json", f"{work}/feed/{name}.json")

    def too_wide(screen):
        screen["layout"]["flow"]["itemSize"]["width"] = 400

    # Items wider than the section: UIKit logs a warning, which the report shows beside the
    # passing snapshots.
    edit(f"{work}/feed/feature-pinned-header.json", too_wide)
    run([CLI, "verify", "list", "--scripts", "scripts", "--record", "all", "--artifacts", "recorded1"], work, 0)
    run([CLI, "verify", "feed", "--record", "all", "--mode", "full", "--scale", "1", "--artifacts", "recorded2"], work, 0)

    def longer_list(screen):
        rows = screen["sections"][0]["items"]
        rows[1]["subtitle"] = "ada.lovelace@example.com"
        rows.append({"id": "phone", "kind": "ListRow", "title": "Phone", "subtitle": "+44 20 7946 0000"})

    def longer_subtitle(screen):
        screen["sections"][0]["items"][1]["subtitle"] = "ada.lovelace@example.com"

    def taller_products(screen):
        for section in screen["sections"]:
            for item in section["items"]:
                if item.get("kind") == "ProductCell" and "size" in item:
                    item["size"]["height"] += 20

    edit(f"{work}/list/feature-list.json", longer_list)
    edit(f"{work}/list/settings.json", longer_subtitle)
    edit(f"{work}/feed/ss-banners-products.json", taller_products)
    shutil.copy(f"{FIXTURES}/feature-grid.json", f"{work}/list/extra-grid.json")
    run([CLI, "verify", "list", "--scripts", "scripts", "--record", "never", "--artifacts", "shard1"], work, 1)
    run([CLI, "verify", "feed", "--record", "never", "--mode", "full", "--scale", "1", "--artifacts", "shard2"], work, 1)
    print(run([CLI, "report", "shard1", "shard2", "--output", "report"], work, 0).strip())
    return f"{work}/report/index.html"


def browser():
    options = Options()
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000", "--disable-dev-shm-usage"]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if binary:
        options.binary_location = binary
    driver_path = shutil.which("chromedriver")
    service = Service(driver_path) if driver_path else Service()
    return webdriver.Chrome(service=service, options=options)


class ReportPage(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.work = tempfile.mkdtemp(prefix="cs-browser-")
        cls.page = make_sample(cls.work)
        cls.driver = browser()
        cls.driver.get("file://" + cls.page)
        cls.wait_for(lambda: cls.driver.find_elements(By.CSS_SELECTOR, "#list li"))

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        shutil.rmtree(cls.work, ignore_errors=True)

    @classmethod
    def wait_for(cls, condition, timeout=10):
        end = time.time() + timeout
        while time.time() < end:
            value = condition()
            if value:
                return value
            time.sleep(0.05)
        raise AssertionError("timed out waiting")

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def press(self, key):
        ActionChains(self.driver).send_keys(key).perform()

    def select(self, title):
        """Shows every entry, then selects the one titled `title`."""
        self.driver.find_element(By.CSS_SELECTOR, '#filters button[data-filter="all"]').click()
        for item in self.driver.find_elements(By.CSS_SELECTOR, "#list li"):
            if item.find_element(By.CSS_SELECTOR, ".name").text == title:
                item.click()
                return self.wait_for(lambda: self.driver.find_element(By.CSS_SELECTOR, "#detail h2").text == title)
        self.fail(f"no entry {title}")

    def images_loaded(self):
        return self.js("return Array.from(document.querySelectorAll('#detail img')).map(i => [i.getAttribute('src'), i.complete && i.naturalWidth > 0])")

    def test_1_summary_lists_the_merged_shards(self):
        counts = self.js("return Object.fromEntries(Array.from(document.querySelectorAll('.count')).map(c => [c.dataset.status, c.querySelector('b').textContent]))")
        self.assertEqual(counts, {"failed": "4", "missing": "1", "recorded": "0", "passed": "3"})
        self.assertIn("from 2 folders", self.driver.find_element(By.ID, "summary").text)
        titles = [e.text for e in self.driver.find_elements(By.CSS_SELECTOR, "#list li .name")]
        self.assertEqual(titles, ["ss-banners-products", "feature-list", "settings", "settings.reorder", "extra-grid"], "to review: failed first (by suite), then new")
        self.driver.save_screenshot(f"{SHOTS}/report.png")

    def test_2_every_picture_loads(self):
        self.driver.find_element(By.CSS_SELECTOR, '#filters button[data-filter="all"]').click()
        count = len(self.driver.find_elements(By.CSS_SELECTOR, "#list li"))
        self.assertEqual(count, 8)
        self.driver.find_elements(By.CSS_SELECTOR, "#list li")[0].click()
        seen = 0
        for index in range(count):
            if index:
                self.press("j")
            self.wait_for(lambda: self.js("return document.querySelector('#list li.on').dataset.index") == str(index))
            loaded = self.wait_for(lambda: (lambda s: [s] if all(ok for _, ok in s) else None)(self.images_loaded()))
            seen += len(loaded[0])
        self.assertEqual(seen, 13, "reference, actual and diff of the three failed pictures and the filmstrip, the new picture alone")

    def test_3_keyboard_moves_between_failures(self):
        self.driver.find_element(By.CSS_SELECTOR, '#filters button[data-filter="review"]').click()
        self.driver.find_elements(By.CSS_SELECTOR, "#list li")[0].click()
        self.press("j")
        self.wait_for(lambda: self.driver.find_element(By.CSS_SELECTOR, "#detail h2").text == "feature-list")
        self.assertTrue(self.driver.current_url.endswith("#e2"))
        for title in ["settings", "settings.reorder", "extra-grid"]:
            self.press("j")
            self.wait_for(lambda: self.driver.find_element(By.CSS_SELECTOR, "#detail h2").text == title)
        for _ in range(4):
            self.press("k")
        self.wait_for(lambda: self.driver.find_element(By.CSS_SELECTOR, "#detail h2").text == "ss-banners-products")
        self.press("k")  # stays on the first
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "#detail h2").text, "ss-banners-products")

    def test_4_slider_moves_the_split(self):
        self.select("feature-list")
        self.press("2")
        stage = self.wait_for(lambda: self.driver.find_elements(By.CSS_SELECTOR, ".panes.slider .stage"))[0]
        self.assertEqual(self.js("return document.querySelector('img.top').style.clipPath"), "inset(0px 0px 0px 50%)")
        width = stage.size["width"]
        ActionChains(self.driver).move_to_element_with_offset(stage, int(-width / 4), 0).click().perform()
        clip = self.js("return document.querySelector('img.top').style.clipPath")
        split = float(clip.split()[-1].rstrip("%)"))
        self.assertAlmostEqual(split, 25, delta=2)
        self.assertAlmostEqual(float(self.js("return document.querySelector('.splitline').style.left").rstrip("%")), split, delta=0.01)
        self.assertEqual(self.js("return document.querySelector('input.split').value"), str(round(split)))
        self.driver.save_screenshot(f"{SHOTS}/report-slider.png")

    def test_5_blend_changes_the_opacity(self):
        self.select("feature-list")
        self.press("3")
        blend = self.wait_for(lambda: self.driver.find_elements(By.CSS_SELECTOR, "input.blend"))[0]
        self.assertEqual(self.js("return getComputedStyle(document.querySelector('img.top')).opacity"), "0.5")
        blend.click()  # the middle
        for _ in range(20):
            blend.send_keys(Keys.ARROW_LEFT)
        self.assertEqual(self.js("return getComputedStyle(document.querySelector('img.top')).opacity"), "0.3")
        self.press("1")

    def test_6_zoom_to_a_region_and_one_to_one(self):
        self.select("feature-list")
        self.press("1")
        stage = lambda: self.js("return document.querySelector('.stage').getBoundingClientRect().width")
        fit = stage()
        self.assertFalse(self.js("return document.querySelector('.stage').classList.contains('pixelated')"), "shrunk pictures are smoothed")
        self.driver.find_element(By.CSS_SELECTOR, '.regions button[data-region="0"]').click()
        self.wait_for(lambda: stage() > fit * 2)
        self.assertTrue(self.js("return !document.querySelector('.mark').hidden"))
        self.press("f")  # 1:1 device pixels: the whole picture at its pixel size
        self.assertAlmostEqual(stage(), 1179 / self.js("return devicePixelRatio"), delta=1)
        self.assertTrue(self.js("return document.querySelector('.stage').classList.contains('pixelated')"))
        self.press("f")

    def test_7_accept_commands(self):
        self.select("feature-list")
        one = self.driver.find_element(By.ID, "accept-one").text
        folder = os.path.dirname(self.page)
        self.assertEqual(one, f"swift run collection-snapshot approve {folder} --test Snapshots/list/feature-list.png --test Snapshots/list/feature-list.layout.txt")
        self.assertEqual(self.driver.find_element(By.ID, "accept-all").text, f"swift run collection-snapshot approve {folder}")
        layout = self.driver.find_element(By.CSS_SELECTOR, 'section[data-strategy="layout"]').text
        self.assertIn("Layout changes", layout)
        self.assertIn("cell [0,3] ListRow added", layout)

    def test_8_taller_picture_gets_a_diff_over_both_sizes(self):
        self.select("ss-banners-products")
        counts = self.driver.find_element(By.CSS_SELECTOR, ".counts").text
        self.assertIn("size changed", counts)
        sizes = self.js("return Array.from(document.querySelectorAll('#detail img')).map(i => [i.alt, i.naturalWidth, i.naturalHeight])")
        by_role = {alt: (w, h) for alt, w, h in sizes}
        self.assertEqual(by_role["diff"], (max(by_role["reference"][0], by_role["actual"][0]), max(by_role["reference"][1], by_role["actual"][1])))
        self.assertGreater(by_role["actual"][1], by_role["reference"][1])

    def test_9_new_snapshot_shows_the_picture_alone(self):
        self.select("extra-grid")
        captions = [c.text for c in self.driver.find_elements(By.CSS_SELECTOR, "figcaption")]
        self.assertEqual(captions, ["new snapshot"])
        self.assertIn("No reference yet", self.driver.find_element(By.ID, "detail").text)

    def test_9b_filmstrip_in_the_viewer_beside_its_trace(self):
        self.select("settings.reorder")
        item = self.driver.find_element(By.CSS_SELECTOR, "#list li.on .sub").text
        self.assertEqual(item, "verify list · filmstrip, trace", "one entry: the filmstrip and the trace of the same script")
        self.assertEqual([e.text for e in self.driver.find_elements(By.CSS_SELECTOR, "#list li .name")].count("settings.reorder"), 1)
        strategies = self.js("return Array.from(document.querySelectorAll('#detail section.snapshot')).map(s => [s.dataset.strategy, s.querySelector('.badge').textContent])")
        self.assertEqual(strategies, [["filmstrip", "failed"], ["trace", "passed"]], "as ReportEntry orders them: image, filmstrip, layout, trace")
        trace = self.driver.find_element(By.CSS_SELECTOR, 'section[data-strategy="trace"]')
        self.assertIn("Matches its reference.", trace.text)

        self.press("1")
        strip = 'section[data-strategy="filmstrip"] '
        self.assertIn("pixels differ", self.driver.find_element(By.CSS_SELECTOR, strip + ".counts").text)
        captions = [c.text for c in self.driver.find_elements(By.CSS_SELECTOR, strip + "figcaption")]
        self.assertEqual(captions, ["reference", "actual", "diff"])
        sizes = self.wait_for(lambda: (lambda s: s if all(w > 0 for _, w, _ in s) else None)(
            self.js(f"return Array.from(document.querySelectorAll('{strip}img')).map(i => [i.alt, i.complete ? i.naturalWidth : 0, i.naturalHeight])")))
        for alt, width, height in sizes:
            self.assertGreater(width, 2 * height, f"{alt}: six portrait frames in one row, not the screen's picture")
        self.assertEqual(len({(w, h) for _, w, h in sizes}), 1, "a subtitle changes no frame's size")

        self.press("2")
        stage = self.wait_for(lambda: self.driver.find_elements(By.CSS_SELECTOR, strip + ".panes.slider .stage"))[0]
        ActionChains(self.driver).move_to_element_with_offset(stage, int(stage.size["width"] / 4), 0).click().perform()
        clip = self.js(f"return document.querySelector('{strip}img.top').style.clipPath")
        self.assertAlmostEqual(float(clip.split()[-1].rstrip("%)")), 75, delta=2)
        self.driver.save_screenshot(f"{SHOTS}/report-filmstrip.png")
        self.press("3")
        blend = self.wait_for(lambda: self.driver.find_elements(By.CSS_SELECTOR, strip + "input.blend"))[0]
        blend.click()  # the middle
        self.assertEqual(self.js(f"return getComputedStyle(document.querySelector('{strip}img.top')).opacity"), "0.5")
        for _ in range(20):
            blend.send_keys(Keys.ARROW_RIGHT)
        self.assertEqual(self.js(f"return getComputedStyle(document.querySelector('{strip}img.top')).opacity"), "0.7")
        self.press("1")

        folder = os.path.dirname(self.page)
        self.assertEqual(self.driver.find_element(By.ID, "accept-one").text,
                         f"swift run collection-snapshot approve {folder} --test Snapshots/list/settings.reorder.filmstrip.png")

    def test_9c_console_warnings_beside_the_snapshots(self):
        self.select("feature-pinned-header")
        item = self.driver.find_element(By.CSS_SELECTOR, "#list li.on .sub").text
        # One warning for each of the screen's three sections, whose items are all too wide.
        self.assertTrue(item.endswith("· 3 warnings"), item)
        warnings = self.driver.find_element(By.CSS_SELECTOR, "#detail section.warnings")
        self.assertEqual(warnings.find_element(By.CSS_SELECTOR, "h3").text, "Console warnings")
        lines = [li.text for li in warnings.find_elements(By.CSS_SELECTOR, "li")]
        self.assertEqual(len(lines), 3, "the image's and the layout's records name the same warnings: each shown once")
        for section, line in enumerate(lines):
            self.assertIn(f"sections[{section}]: the behavior of the UICollectionViewFlowLayout is not defined because: the item width must be less than", line)
        statuses = self.js("return Array.from(document.querySelectorAll('#detail section.snapshot .badge')).map(b => b.textContent)")
        self.assertEqual(statuses, ["passed", "passed"], "a warning never fails a snapshot")

    def test_zz_no_network_and_no_console_errors(self):
        urls = []
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"] == "Network.requestWillBeSent":
                urls.append(message["params"]["request"]["url"])
        self.assertTrue(urls, "the performance log saw the page's requests")
        outside = [u for u in urls if not u.startswith(("file://", "data:", "blob:"))]
        self.assertEqual(outside, [])
        errors = [e for e in self.driver.get_log("browser") if e["level"] == "SEVERE"]
        self.assertEqual(errors, [])


@unittest.skipUnless(BENCH, "CS_BENCH not set")
class ThousandFailures(unittest.TestCase):
    def test_page_stays_usable(self):
        work = tempfile.mkdtemp(prefix="cs-browser-1000-")
        try:
            output = run([BENCH, "report", "--failures", "1000", "--iterations", "1", "--keep", work], work, 0)
            print(output.strip())
            driver = browser()
            try:
                started = time.time()
                driver.get(f"file://{work}/report/index.html")
                ReportPage.wait_for.__func__(ReportPage, lambda: len(driver.find_elements(By.CSS_SELECTOR, "#list li")) == 1000)
                shown = time.time() - started
                print(f"1,000 failures: list shown {shown:.2f} s after navigation")
                self.assertLess(shown, 5)
                first = driver.find_element(By.CSS_SELECTOR, "#detail h2").text
                ActionChains(driver).send_keys("j").perform()
                self.assertNotEqual(driver.find_element(By.CSS_SELECTOR, "#detail h2").text, first)
                count = driver.execute_script("return document.querySelectorAll('img').length")
                self.assertLessEqual(count, 6, "only the shown entry's pictures load")
                driver.save_screenshot(f"{SHOTS}/report-1000.png")
                self.assertEqual([e for e in driver.get_log("browser") if e["level"] == "SEVERE"], [])
            finally:
                driver.quit()
        finally:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    os.makedirs(SHOTS, exist_ok=True)
    unittest.main(verbosity=2)
