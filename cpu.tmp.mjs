import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox","--disable-gpu"] });
const name = process.argv[2] ?? "Pause length";
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto("http://127.0.0.1:8123/index.html");
await page.waitForSelector(".lease-chart");
await page.waitForTimeout(1500);
const cdp = await page.context().newCDPSession(page);
await cdp.send("Profiler.enable"); await cdp.send("Profiler.setSamplingInterval", { interval: 50 });
const slider = page.locator("#knobs").getByRole("slider", { name, exact: true });
await cdp.send("Profiler.start");
await slider.evaluate(async (input) => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const min = Number(input.min), max = Number(input.max), step = Number(input.step) || 1;
  for (let i = 1; i <= 100; i++) {
    const span = Math.round((max - min) / step);
    const at = Math.round((span * i * 2) / 100) % (2 * span);
    input.value = String(min + step * (at <= span ? at : 2 * span - at));
    input.dispatchEvent(new Event("input", { bubbles: true }));
    await frame();
  }
});
const { profile } = await cdp.send("Profiler.stop");
const self = new Map(); const byId = new Map(profile.nodes.map(n=>[n.id,n]));
const dt = profile.timeDeltas; const counts = new Map();
profile.samples.forEach((s,i)=>counts.set(s,(counts.get(s)??0)+(dt[i]??0)));
// total (inclusive) time per function
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children??[]) parent.set(c,n.id);
const incl = new Map();
for (const [id,t] of counts){ const seen=new Set(); let cur=id; while(cur!==undefined){const n=byId.get(cur); const k=`${n.callFrame.functionName||'(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; if(!seen.has(k)){seen.add(k);incl.set(k,(incl.get(k)??0)+t);} cur=parent.get(cur);} 
 const n=byId.get(id); const k=`${n.callFrame.functionName||'(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k,(self.get(k)??0)+t);}
const top=(m)=>[...m].sort((a,b)=>b[1]-a[1]).slice(0,35).map(([k,v])=>`${(v/100000).toFixed(3)} ms/upd  ${k}`).join("\n");
console.log("SELF\n"+top(self)); console.log("INCL\n"+top(incl));
await browser.close();
