// Shared setup for the browser tests: Debian's Chromium driven by
// playwright-core, a page that records console errors and every request,
// and the site's address from `cargo xtask test`.

import { chromium } from "playwright-core";

/** Where `cargo xtask test` serves `dist/`: a sub-folder, on purpose. */
export const BASE = process.env.FENCELAB_URL ?? "http://127.0.0.1:8000/";

/** Debian's Chromium; the tests never download a browser. */
const EXECUTABLE = process.env.CHROMIUM ?? "/usr/bin/chromium";

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launch() {
  return chromium.launch({ executablePath: EXECUTABLE, args: ARGS, headless: true });
}

/**
 * Opens the site in a fresh context and watches it: console errors, page
 * errors, failed requests and requests that leave the site's origin.
 */
export async function open(browser, { width = 1280, height = 900, colorScheme = "light", reducedMotion = "no-preference", path = "" } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme, reducedMotion });
  const page = await context.newPage();
  const problems = [];
  const origin = new URL(BASE).origin;
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("requestfailed", (req) => problems.push(`failed request: ${req.url()} ${req.failure()?.errorText}`));
  page.on("response", (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  page.on("request", (req) => {
    if (new URL(req.url()).origin !== origin) problems.push(`request outside the origin: ${req.url()}`);
  });
  await page.goto(new URL(path, BASE).href);
  await page.getByRole("heading", { name: "The paused lock holder" }).waitFor();
  return { context, page, problems };
}

/** The text of one of the four result outputs, found by its name. */
export async function result(page, name) {
  return (await page.getByRole("status", { name }).or(page.locator(`output`).filter({ has: page.locator("xpath=.") }).getByLabel(name)).first().textContent())?.trim();
}
