/**
 * The one inline script of a page without React. It asks for the page's modules (listed on its own tag)
 * once the page has loaded, so nothing competes with the text, the stylesheet and the first pictures
 * (every behaviour is an enhancement: the page works before it runs), then marks the page ready. Its
 * text never changes, so the Content-Security-Policy allows it by hash (server/security.ts) and the page
 * needs no nonce: caches in front may keep it.
 */
export const BEHAVIOUR_LOADER =
  '{const d=document.documentElement,m=document.currentScript.dataset.modules.split(" ");' +
  'addEventListener("load",()=>Promise.all(m.map((s)=>import(s))).then(()=>{d.dataset.behaviours="ready"}))}';
