// Temporary: replaced by the content modules.
export type ContentPage = { path: string; title: string; description: string; heading: string };
export const contentPages: ContentPage[] = [];
export function findContentPage(path: string): ContentPage | undefined {
  const p = path.toLowerCase().replace(/\/$/, "");
  return contentPages.find((c) => c.path.toLowerCase() === p) ?? { path, title: path.slice(1), description: `${path.slice(1)} at {school}.`, heading: path.slice(1) };
}
