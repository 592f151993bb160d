import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox","--disable-gpu"] });
for (const name of ["Pause length","Lease length"]) {
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto("http://127.0.0.1:8123/index.html");
await page.waitForSelector(".lease-chart");
await page.waitForTimeout(1500);
const slider = page.locator("#knobs").getByRole("slider", { name, exact: true });
console.log(name, await slider.evaluate(async (input) => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  window.__prof = {}; performance.clearMeasures("fencelab:update");
  const min = Number(input.min), max = Number(input.max), step = Number(input.step) || 1;
  for (let i = 1; i <= 100; i++) {
    const span = Math.round((max - min) / step);
    const at = Math.round((span * i * 2) / 100) % (2 * span);
    input.value = String(min + step * (at <= span ? at : 2 * span - at));
    input.dispatchEvent(new Event("input", { bubbles: true }));
    await frame();
  }
  const out = {};
  const st = (xs) => { const s=[...xs].sort((a,b)=>a-b); return `${(s.reduce((a,b)=>a+b,0)/s.length).toFixed(2)}/${s[Math.ceil(.95*s.length)-1].toFixed(2)}`; };
  for (const k in window.__prof) out[k] = st(window.__prof[k]);
  out.update = st(performance.getEntriesByName("fencelab:update","measure").map(e=>e.duration));
  return JSON.stringify(out);
}));
await page.close();
}
await browser.close();
