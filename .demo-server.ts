import sharp from "sharp";
import { signInAs } from "./test/harness/admin";
import { startServer } from "./test/harness/server";

const server = await startServer({ env: { RENDER_CACHE_SECONDS: "0" } });
const editor = await signInAs(server, "editor");
const today = new Date();
const ymd = (offset: number) => new Date(today.getTime() + offset * 86400000).toISOString().slice(0, 10);
const post = async (path: string, body: Record<string, unknown>, picture?: Buffer) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) form.set(k, String(v));
  if (picture) form.set(path.includes("news") ? "cover" : "picture", new Blob([new Uint8Array(picture)]), "p.png");
  const r = await fetch(`${server.url}/api${path}`, { method: "POST", headers: { cookie: editor.cookie, origin: server.url }, body: form });
  if (!r.ok) console.log(path, r.status, await r.text());
};
const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: "#2d6a4f" } }).png().toBuffer();
const events = [
  { title: "Annual sports day", startDate: ymd(4), startTime: "09:00", endDate: ymd(4), endTime: "13:30", place: "Main ground", category: "sports", summary: "Races, relays and the march past, with parents' races at noon.", body: "All classes take part.\n\nParents are welcome.", published: "true" },
  { title: "Parent-teacher meeting", startDate: ymd(9), startTime: "10:00", endDate: ymd(9), endTime: "12:00", place: "Classrooms", category: "meeting", summary: "Term report cards and a talk with each class teacher.", published: "true" },
  { title: "Winter holidays", allDay: "true", startDate: ymd(12), endDate: ymd(18), category: "holiday", summary: "School closed; hostels stay open for residential students.", published: "true" },
  { title: "Admissions open for next year", allDay: "true", startDate: ymd(1), endDate: ymd(1), category: "admissions", summary: "Enquiry forms available online and at the office.", published: "true" },
];
for (const [i, e] of events.entries()) await post("/events", e, i === 0 ? png : undefined);
for (let i = 0; i < 13; i++)
  await post("/news-posts", { title: `School news number ${i + 1}: a day of learning`, postDate: ymd(-i * 20), summary: "Students presented science projects to parents and visitors.", body: "A paragraph.\n\nAnother one.", published: "true", pinned: i === 0 ? "true" : "" }, i < 3 ? png : undefined);
console.log(`READY ${server.url} ${editor.cookie}`);
process.on("SIGTERM", async () => { await server.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
