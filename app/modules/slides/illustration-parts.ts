// The pieces every sample illustration is drawn from: a seeded random generator, the palettes, sky, ground,
// trees, children and buildings, as SVG fragments.

export type Rng = () => number;

/** A small seeded random generator, so a picture is the same every time it is drawn. */
export function rng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Rng, list: readonly T[]): T => list[Math.floor(random() * list.length)];
export const SKIN = ["#f1c27d", "#e0ac69", "#c68642", "#8d5524", "#ffdbac"];
const HAIR = ["#2b1b12", "#1a1a1a", "#3b2416", "#4a2c17"];
const UNIFORM = ["#7a1f1f", "#1f4e79", "#2e6b3a", "#7a1f1f", "#f4f1ea"];
const SKIES = [
  ["#bfe3f5", "#eaf6fb"],
  ["#ffd9a8", "#fff1dd"],
  ["#c9e8d8", "#f1faf4"],
  ["#cfd8f6", "#f3f5fd"],
];

export function sky(random: Rng) {
  const [top, bottom] = pick(random, SKIES);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="960" height="540" fill="url(#sky)"/>`;
}

export function sun(x: number, y: number, r = 46) {
  return `<circle cx="${x}" cy="${y}" r="${r + 22}" fill="#ffe8a3" opacity="0.5"/><circle cx="${x}" cy="${y}" r="${r}" fill="#ffc94a"/>`;
}

export function cloud(x: number, y: number, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="#ffffff" opacity="0.9"><ellipse cx="0" cy="0" rx="60" ry="22"/><ellipse cx="-30" cy="-12" rx="30" ry="22"/><ellipse cx="22" cy="-18" rx="34" ry="26"/></g>`;
}

export function tree(x: number, ground: number, s = 1, shade = "#3f8f4f") {
  return `<g transform="translate(${x} ${ground}) scale(${s})"><rect x="-7" y="-70" width="14" height="70" rx="4" fill="#7b4a26"/><circle cx="0" cy="-92" r="44" fill="${shade}"/><circle cx="-26" cy="-72" r="28" fill="${shade}"/><circle cx="28" cy="-74" r="30" fill="${shade}"/><circle cx="-10" cy="-108" r="22" fill="#ffffff" opacity="0.08"/></g>`;
}

/** A child (or adult with s > 1) standing, seen from the front. */
export function person(x: number, ground: number, s: number, random: Rng, pose: "stand" | "wave" | "fold" = "stand") {
  const skin = pick(random, SKIN);
  const hair = pick(random, HAIR);
  const shirt = pick(random, UNIFORM);
  const trousers = pick(random, ["#2f3b52", "#3a3a3a", "#5b4636"]);
  const arms =
    pose === "wave"
      ? `<path d="M-17 -62 L-34 -96" stroke="${skin}" stroke-width="8" stroke-linecap="round"/><path d="M17 -62 L26 -34" stroke="${skin}" stroke-width="8" stroke-linecap="round"/>`
      : pose === "fold"
        ? `<path d="M-16 -62 L-4 -52 L0 -66 M16 -62 L4 -52 L0 -66" stroke="${skin}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
        : `<path d="M-17 -62 L-24 -32 M17 -62 L24 -32" stroke="${skin}" stroke-width="8" stroke-linecap="round"/>`;
  return `<g transform="translate(${x} ${ground}) scale(${s})"><rect x="-12" y="-34" width="10" height="34" rx="4" fill="${trousers}"/><rect x="2" y="-34" width="10" height="34" rx="4" fill="${trousers}"/><rect x="-18" y="-72" width="36" height="44" rx="12" fill="${shirt}"/>${arms}<circle cx="0" cy="-86" r="15" fill="${skin}"/><path d="M-15 -88 A15 15 0 0 1 15 -88 L15 -92 A15 12 0 0 0 -15 -92 Z" fill="${hair}"/><path d="M-15 -86 A15 15 0 0 1 15 -86 Q0 -100 -15 -86" fill="${hair}"/></g>`;
}

/** A pupil seen from behind, seated (head and shoulders). */
export function pupilBack(x: number, y: number, s: number, random: Rng) {
  const shirt = pick(random, UNIFORM);
  const hair = pick(random, HAIR);
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-24" y="-10" width="48" height="40" rx="16" fill="${shirt}"/><circle cx="0" cy="-24" r="17" fill="${hair}"/></g>`;
}

export function ground(y: number, color = "#8cc46b", far = "#a5d487") {
  return `<rect y="${y}" width="960" height="${540 - y}" fill="${color}"/><path d="M0 ${y} Q240 ${y - 18} 480 ${y} T960 ${y} V${y + 12} H0Z" fill="${far}"/>`;
}

export function schoolBuilding(x: number, base: number, w: number, random: Rng) {
  const h = 190;
  const wall = pick(random, ["#c8553d", "#b5523b", "#d9a066", "#e0c9a6"]);
  const windows: string[] = [];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < Math.floor(w / 56); col++)
      windows.push(
        `<rect x="${x + 22 + col * 56}" y="${base - h + 24 + row * 54}" width="30" height="34" rx="3" fill="#fdf6e3" stroke="#ffffff" stroke-width="3"/>`,
      );
  const towerX = x + w / 2 - 45;
  return `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${wall}"/><rect x="${x - 10}" y="${base - h - 14}" width="${w + 20}" height="18" fill="#7a1f1f"/>${windows.join("")}<rect x="${towerX}" y="${base - h - 90}" width="90" height="${h + 90}" fill="${wall}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/><path d="M${towerX - 10} ${base - h - 90} L${towerX + 45} ${base - h - 140} L${towerX + 100} ${base - h - 90}Z" fill="#7a1f1f"/><circle cx="${towerX + 45}" cy="${base - h - 50}" r="20" fill="#fdf6e3" stroke="#7a1f1f" stroke-width="4"/><rect x="${towerX + 25}" y="${base - 70}" width="40" height="70" rx="20" fill="#5a1414"/><line x1="${towerX + 45}" y1="${base - h - 140}" x2="${towerX + 45}" y2="${base - h - 200}" stroke="#555" stroke-width="4"/><path d="M${towerX + 47} ${base - h - 200} h46 v14 h-46Z" fill="#ff9933"/><path d="M${towerX + 47} ${base - h - 186} h46 v14 h-46Z" fill="#ffffff"/><path d="M${towerX + 47} ${base - h - 172} h46 v14 h-46Z" fill="#138808"/>`;
}

export function bunting(random: Rng, y: number) {
  const colors = ["#ff9933", "#7a1f1f", "#f4b942", "#2e6b3a", "#1f4e79"];
  const flags: string[] = [`<path d="M0 ${y} Q480 ${y + 60} 960 ${y}" stroke="#6b4a2b" stroke-width="3" fill="none"/>`];
  for (let i = 0; i < 16; i++) {
    const x = 30 + i * 60;
    const t = x / 960;
    const yy = y + 60 * 2 * t * (1 - t) * 2 * 0.5 * 2;
    flags.push(`<path d="M${x - 16} ${yy} L${x + 16} ${yy} L${x} ${yy + 34}Z" fill="${pick(random, colors)}"/>`);
  }
  return flags.join("");
}

export function room(wall: string, floor: string) {
  return `<rect width="960" height="540" fill="${wall}"/><rect y="400" width="960" height="140" fill="${floor}"/><rect y="396" width="960" height="8" fill="#000" opacity="0.08"/>`;
}

export function windowFrame(x: number, y: number, w: number, h: number) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#bfe3f5" stroke="#ffffff" stroke-width="8"/><line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#ffffff" stroke-width="6"/><circle cx="${x + w * 0.7}" cy="${y + h * 0.35}" r="${h * 0.14}" fill="#ffc94a"/>`;
}
