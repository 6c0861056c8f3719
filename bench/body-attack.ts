// Issue 32's mixed attack on one server (bench/body.ts): slow bodies, large public posts and hostile e-mail fields at
// once, with the server's memory and the delay a visitor's request meets meanwhile.
import { connect } from "node:net";
import type { RunningServer } from "../test/harness/server";

const MB = 1024 * 1024;

/** A POST whose 60,000-byte body arrives a byte every 3 s; resolves with the seconds until the server closed it. */
function slowBody(server: RunningServer, giveUpMs: number) {
  const url = new URL(server.url);
  return new Promise<number>((resolve) => {
    const started = Date.now();
    const socket = connect(Number(url.port), url.hostname, () =>
      socket.write(
        `POST /ContactUs HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${server.url}\r\n` +
          "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 60000\r\n\r\nname=",
      ),
    );
    const drip = setInterval(() => socket.writable && socket.write("a"), 3_000);
    const done = () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve((Date.now() - started) / 1000);
    };
    const giveUp = setTimeout(() => {
      socket.destroy();
    }, giveUpMs);
    socket.on("error", () => undefined);
    socket.on("close", done);
  });
}

/** A 10 MB multipart post to the public alumni registration (its photo field), as a stranger sends it. */
async function largePublicPost(server: RunningServer) {
  const form = new FormData();
  form.set("name", "Bench");
  form.set("photo", new File([Buffer.alloc(10 * MB, 1)], "photo.jpg", { type: "image/jpeg" }));
  const response = await fetch(`${server.url}/Alumniregistration`, {
    method: "POST",
    headers: { origin: server.url },
    body: form,
  }).catch(() => undefined);
  await response?.arrayBuffer().catch(() => undefined);
  return response?.status ?? 0;
}

/** A 60 kB e-mail field built against a quadratic pattern, to the JSON API and to the page form. */
async function hostileEmail(server: RunningServer, i: number) {
  const email = `a@${".".repeat(60 * 1024)}@`;
  const response =
    i % 2 === 0
      ? await fetch(`${server.url}/api/contact_us`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.url },
          body: JSON.stringify({ name: "Bench", email, phone: "9876543210", message: "Hello" }),
        })
      : await fetch(`${server.url}/Alumniregistration`, {
          method: "POST",
          headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ name: "Bench", email }),
        });
  await response.arrayBuffer();
  return response.status;
}

/** /healthz every 100 ms while `during` runs: the slowest answers, in ms. */
async function probe(server: RunningServer, during: Promise<unknown>) {
  const delays: number[] = [];
  let running = true;
  void during.finally(() => (running = false));
  while (running) {
    const started = performance.now();
    await fetch(`${server.url}/healthz`).then(
      (r) => r.arrayBuffer(),
      () => undefined,
    );
    delays.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  delays.sort((a, b) => a - b);
  const at = (q: number) => delays[Math.min(delays.length - 1, Math.floor(q * delays.length))] ?? 0;
  return { count: delays.length, p50: at(0.5), p95: at(0.95), max: delays.at(-1) ?? 0 };
}

export async function attack(server: RunningServer, rssMb: (pid: number) => number) {
  const pid = server.process.pid!;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = Date.now();
  const slow = Promise.all(Array.from({ length: 20 }, () => slowBody(server, 45_000)));
  const large = Promise.all(Array.from({ length: 16 }, () => largePublicPost(server)));
  const hostile = Promise.all(Array.from({ length: 4 }, (_, i) => hostileEmail(server, i)));
  const quick = Promise.all([large, hostile]).then(() => Date.now() - started);
  const delay = await probe(server, Promise.all([slow, quick]));
  clearInterval(sampler);
  const [slowSeconds, largeStatuses, hostileStatuses, quickMs] = await Promise.all([slow, large, hostile, quick]);
  const after = rssMb(pid);
  const warnings = server
    .output()
    .split("\n")
    .filter((line) => /"level":(40|50)/.test(line))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
  const counts = new Map<string, number>();
  for (const msg of warnings) counts.set(msg, (counts.get(msg) ?? 0) + 1);
  const open = slowSeconds.filter((s) => s >= 44).length;
  console.log(
    [
      "issue 32 attack: 20 slow bodies (1 byte / 3 s) + 16 × 10 MB public posts + 4 hostile 60 kB e-mail fields",
      `  memory (RSS)        before ${before.toFixed(0)} MB  peak ${peak.toFixed(0)} MB  after ${after.toFixed(0)} MB`,
      `  /healthz delay      p50 ${delay.p50.toFixed(0)} ms  p95 ${delay.p95.toFixed(0)} ms  max ${delay.max.toFixed(0)} ms  (${delay.count} probes)`,
      `  slow bodies closed  after ${Math.min(...slowSeconds).toFixed(1)}-${Math.max(...slowSeconds).toFixed(1)} s; still open at 45 s: ${open} of 20`,
      `  server warnings     ${[...counts].map(([msg, n]) => `${n} × ${msg}`).join("; ") || "none"}`,
      `  large posts         statuses ${[...new Set(largeStatuses)].join(",")}; hostile e-mails ${[...new Set(hostileStatuses)].join(",")}; all answered in ${(quickMs / 1000).toFixed(1)} s`,
    ].join("\n"),
  );
}
