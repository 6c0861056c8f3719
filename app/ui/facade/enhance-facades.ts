/**
 * A click on a facade's button (EmbedFacade) puts the real frame in its place, so the video or map and
 * its scripts and cookies load only when asked: the same code with and without React (the `facade`
 * module). Without any script the button is a plain link to the embed. Returns a function that undoes it.
 */
export function enhanceFacades(scope: ParentNode = document): () => void {
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest<HTMLAnchorElement>("a[data-embed-src]");
    const facade = button?.closest<HTMLElement>(".facade");
    if (!button || !facade) return;
    event.preventDefault();
    const frame = document.createElement("iframe");
    frame.src = button.dataset.embedSrc!;
    frame.title = button.dataset.embedTitle ?? "";
    frame.loading = "lazy";
    frame.allowFullscreen = true;
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    if (button.dataset.embedKind === "video") frame.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
    facade.replaceChildren(frame);
  };
  scope.addEventListener("click", onClick);
  return () => scope.removeEventListener("click", onClick);
}
