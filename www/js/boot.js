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
// instead of "Loading" for ever. The words are the page's own hidden
// paragraphs, so this script holds none: English as written, or the
// reader's language if the page's words got in.
window.addEventListener("load", function () {
  if (document.documentElement.hasAttribute("data-started")) return;
  var box = document.getElementById("error");
  var title = document.getElementById("scenario-title");
  var words = document.getElementById("boot-failed");
  var heading = document.getElementById("boot-failed-title");
  if (!box || !title || !words || !heading) return;
  box.textContent = words.textContent;
  box.hidden = false;
  title.textContent = heading.textContent;
});
