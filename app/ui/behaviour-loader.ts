/**
 * The one inline script of a page without React. It asks for the page's modules (listed on its own tag) once
 * the page has loaded and drawn what it loaded, so nothing competes with the text, the stylesheet and the first
 * pictures (every behaviour is an enhancement: the page works before it runs), then marks the page ready.
 *
 * "Drawn" is read from the browser's own paint entries, not from animation frames: a fast machine can fire
 * `load` before its first paint, and the paint is shown some frames after the frame that drew it. The largest
 * paint can come after the first (a picture decoded after the text), so the loader waits until no new one has
 * come for a moment. A browser without these entries, or a page that is not shown, gets its modules a second
 * after `load` at the latest.
 *
 * Its text never changes, so the Content-Security-Policy allows it by hash (server/security.ts) and the page
 * needs no nonce: caches in front may keep it.
 */
export const BEHAVIOUR_LOADER = [
  "{const d=document.documentElement,m=document.currentScript.dataset.modules.split(' '),",
  "k=(PerformanceObserver.supportedEntryTypes||[]).find((t)=>t=='largest-contentful-paint'||t=='paint');",
  "let l,p,t,g,o;",
  "const go=()=>{if(g)return;g=1;if(o)o.disconnect();",
  "Promise.all(m.map((s)=>import(s))).then(()=>{d.dataset.behaviours='ready'})},",
  "next=()=>{if(l&&p){clearTimeout(t);t=setTimeout(go,50)}};",
  "if(k){o=new PerformanceObserver(()=>{p=1;next()});o.observe({type:k,buffered:true})}else p=1;",
  "addEventListener('load',()=>{l=1;next();setTimeout(go,1000)})}",
].join("");
