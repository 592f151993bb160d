// @ts-check
/**
 * The page's first script, a classic one in `<head>`: it runs before the
 * first paint and in browsers that run no modules, which is what it is for.
 * It sits in a file of its own, not inline, so the page's
 * Content-Security-Policy can refuse every inline script.
 */

// Before the first paint, so an embed never shows the lesson for a moment.
if (new URLSearchParams(location.search).has("embed")) document.documentElement.classList.add("embed");

// main.js marks the page as started as soon as it runs. If it never ran (a
// browser without modules, a frame whose sandbox blocks them), say so
// instead of "Loading" for ever.
window.addEventListener("load", function () {
  if (document.documentElement.hasAttribute("data-started")) return;
  var box = document.getElementById("error");
  var title = document.getElementById("scenario-title");
  if (!box || !title) return;
  box.textContent =
    "The simulator could not start. This browser did not run its scripts. If this page sits inside a frame, the frame may block them (a sandbox without allow-same-origin); open fencelab on a page of its own instead. The lesson below still reads.";
  box.hidden = false;
  title.textContent = "The simulator could not start";
});
