/**
 * The smoke suite in one engine: `node tests/smoke/run.mjs ENGINE` with
 * ENGINE `chromium`, `firefox` or `webkit`, against the site served at
 * FENCELAB_URL and the single file in FENCELAB_DIST.
 *
 * Chromium and Firefox are driven by puppeteer-core (Firefox over
 * WebDriver BiDi), which sees every console message, page error and
 * request, and puts a listener for CSP violations in each page before its
 * scripts run. WebKit is Debian's WebKitGTK MiniBrowser driven by its
 * WebKitWebDriver over classic WebDriver, under Xvfb: it cannot see the
 * console, so the listeners for errors, rejections and violations are put
 * in as soon as each page has opened, and the page's own list of what it
 * loaded (Resource Timing) shows any request that left its origin. A page
 * that fails while it loads never tells its story, which the steps wait
 * for.
 */

import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { steps } from "./steps.mjs";

const engine = process.argv[2];
const base = process.env.FENCELAB_URL;
const dist = process.env.FENCELAB_DIST;
if (!["chromium", "firefox", "webkit"].includes(engine) || !base || !dist) {
  console.error("usage: FENCELAB_URL=… FENCELAB_DIST=… node tests/smoke/run.mjs chromium|firefox|webkit");
  process.exit(2);
}
const single = pathToFileURL(join(dist, "fencelab.html")).href;
const origin = new URL(base).origin;

/** What a page records about itself, read back after each step. */
const WATCH = `
  if (!window.__smoke) {
    window.__smoke = [];
    addEventListener("error", (e) => window.__smoke.push("page error: " + e.message));
    addEventListener("unhandledrejection", (e) => window.__smoke.push("unhandled rejection: " + (e.reason?.message ?? e.reason)));
    addEventListener("securitypolicyviolation", (e) => window.__smoke.push("CSP violation: " + e.violatedDirective + " " + e.blockedURI));
    const original = console.error;
    console.error = (...args) => { window.__smoke.push("console error: " + args.join(" ")); original.apply(console, args); };
    // Requests that fail leave no Resource Timing entry; the page's own
    // fetches are seen as they start.
    const fetched = window.fetch;
    window.fetch = (input, init) => {
      window.__smoke.push("fetch: " + new URL(input instanceof Request ? input.url : String(input), location.href).href);
      return fetched(input, init);
    };
  }
`;

/** Whether a request a page made is its own: its origin, or inside the single file. */
function own(url) {
  return url.startsWith(origin + "/") || url.startsWith("data:") || url.startsWith("blob:") || url === single || url.startsWith(single + "?") || url === "about:blank";
}

/** A driver over puppeteer-core, for Chromium and Firefox. */
async function puppeteerDriver(problems) {
  const puppeteer = (await import("puppeteer-core")).default;
  const browser =
    engine === "firefox"
      ? await puppeteer.launch({ browser: "firefox", executablePath: "/usr/bin/firefox-esr", headless: true, protocol: "webDriverBiDi" })
      : await puppeteer.launch({
          executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
          headless: true,
          args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        });
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.evaluateOnNewDocument(WATCH);
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  // The page never aborts a request of its own: an aborted one was cut off
  // by the next step's navigation (the recordings load after the first run).
  page.on("requestfailed", (req) => {
    if (!/ABORTED/i.test(req.failure()?.errorText ?? "")) problems.push(`failed request: ${req.url()} ${req.failure()?.errorText ?? ""}`);
  });
  page.on("request", (req) => {
    if (!own(req.url())) problems.push(`request outside the page's origin: ${req.url()}`);
  });
  // The console and the requests are seen by the events above; CSP
  // violations only by the page's own listener, read before it goes.
  const seen = new Set();
  const violations = async () => {
    const found = await page.evaluate(`(window.__smoke ?? []).filter((p) => p.startsWith("CSP"))`).catch(() => []);
    for (const p of found) if (!seen.has(p)) seen.add(p) && problems.push(p);
  };
  return {
    goto: async (url) => {
      await violations();
      seen.clear();
      await page.goto(url);
    },
    run: async (body) => {
      const value = await page.evaluate(`(async () => { ${body} })()`);
      await violations();
      return value;
    },
    close: () => browser.close(),
  };
}

/** A free TCP port on loopback. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Waits until `probe` resolves truthy, for at most `ms`. */
async function waitFor(probe, what, ms = 20000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await probe()) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A driver over selenium-webdriver and WebKitWebDriver, under Xvfb. */
async function webkitDriver(problems, children) {
  const display = `:${90 + Math.floor(Math.random() * 400)}`;
  const xvfb = spawn("Xvfb", [display, "-screen", "0", "1280x900x24", "-nolisten", "tcp"], { stdio: "ignore" });
  children.push(xvfb);
  const port = await freePort();
  const env = { ...process.env, DISPLAY: display, WEBKIT_DISABLE_COMPOSITING_MODE: "1" };
  const driverProcess = spawn("WebKitWebDriver", [`--port=${port}`, "--host=127.0.0.1"], { stdio: "ignore", env });
  children.push(driverProcess);
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/status`)).ok, "WebKitWebDriver to start");
  const { Builder } = await import("selenium-webdriver");
  const caps = {
    browserName: "MiniBrowser",
    "webkitgtk:browserOptions": {
      binary: "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
      args: ["--automation"],
    },
  };
  const driver = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(caps).build();
  const seen = new Set();
  const collect = async () => {
    const [recorded, loaded] = await driver.executeScript(
      `return [window.__smoke ?? [], performance.getEntriesByType("resource").map((e) => e.name)];`,
    );
    const fetched = recorded.filter((p) => p.startsWith("fetch: ")).map((p) => p.slice(7));
    const found = [
      ...recorded.filter((p) => !p.startsWith("fetch: ")),
      ...[...loaded, ...fetched].filter((u) => !own(u)).map((u) => `request outside the page's origin: ${u}`),
    ];
    for (const p of found) {
      if (!seen.has(p)) {
        seen.add(p);
        problems.push(p);
      }
    }
  };
  return {
    goto: async (url) => {
      await collect().catch(() => {});
      seen.clear();
      await driver.get(url);
      await driver.executeScript(WATCH);
    },
    run: async (body) => {
      const value = await driver.executeScript(`return (async () => { ${body} })();`);
      await collect();
      return value;
    },
    close: () => driver.quit(),
  };
}

const problems = [];
const children = [];
let failed = 0;
let driver;
try {
  driver = engine === "webkit" ? await webkitDriver(problems, children) : await puppeteerDriver(problems);
  for (const [name, step] of steps(base, single)) {
    const before = problems.length;
    try {
      await step(driver);
      if (problems.length > before) throw new Error(problems.slice(before).join("; "));
      console.log(`ok: ${engine}: ${name}`);
    } catch (err) {
      failed++;
      console.log(`FAILED: ${engine}: ${name}: ${err instanceof Error ? err.message : err}`);
    }
  }
} finally {
  await driver?.close().catch(() => {});
  for (const child of children) child.kill();
}
console.log(`${engine}: ${failed === 0 ? "every smoke step passed" : `${failed} smoke step(s) failed`}`);
process.exit(failed === 0 ? 0 : 1);
