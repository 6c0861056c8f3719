// Microsoft Word copies its lists as paragraphs with an `mso-list` style and the bullet or number typed into a
// hidden span, not as <ul>/<ol>. This turns those paragraphs into real lists before the editor reads the HTML, so a
// list pasted from Word stays a list. Browser only (it uses the DOM's parser).

const isWordListParagraph = (element: Element) =>
  element.tagName === "P" &&
  (/mso-list/i.test(element.getAttribute("style") ?? "") || /MsoListParagraph/i.test(element.className));

export function wordListsToLists(html: string): string {
  if (!/mso-list|MsoListParagraph/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, "text/html");
  let list: HTMLElement | null = null;
  for (const paragraph of Array.from(doc.body.querySelectorAll("p")).filter(isWordListParagraph)) {
    const marker = paragraph.querySelector('span[style*="mso-list"]');
    const markerText = marker?.textContent?.trim() ?? "";
    marker?.remove();
    const ordered = /^(\d+|[a-z]|[ivxlc]+)[.)]/i.test(markerText);
    if (!list || list.nextElementSibling !== paragraph || (list.tagName === "OL") !== ordered) {
      list = doc.createElement(ordered ? "ol" : "ul");
      paragraph.before(list);
    }
    const item = doc.createElement("li");
    item.append(...Array.from(paragraph.childNodes));
    list.append(item);
    paragraph.remove();
  }
  return doc.body.innerHTML;
}
