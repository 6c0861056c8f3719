// Sample pictures for a new install: flat illustrations of school life drawn as SVG, one consistent style
// (soft sky, flat shapes, simple children in uniform), turned into WebP/AVIF at seed time. No text in them.

export const ILLUSTRATION_WIDTH = 960;
export const ILLUSTRATION_HEIGHT = 540;

export type Scene =
  | "campus"
  | "welcome"
  | "classroom"
  | "computerLab"
  | "laboratory"
  | "library"
  | "sports"
  | "medical"
  | "boarding"
  | "auditorium"
  | "arts"
  | "bus"
  | "yoga"
  | "prayer"
  | "alumni"
  | "celebration"
  | "playground";

/** What each scene shows, for the pictures' alternative text. */
export const SCENE_DESCRIPTIONS: Record<Scene, string[]> = {
  campus: ["The school building and its gardens", "The main block with the flag mast", "Children walking to class"],
  welcome: ["Children welcoming visitors at the school gate", "The campus decorated for a new year"],
  classroom: ["A digital classroom with a smart board", "Pupils at their desks during a lesson"],
  computerLab: ["The computer lab with rows of computers", "Students working at computers"],
  laboratory: ["A science laboratory bench with flasks", "Glassware and a microscope in the lab"],
  library: ["Bookshelves and a reading table in the library", "A pupil reading in the library"],
  sports: [
    "Football on the school field",
    "Cricket practice at the nets",
    "A basketball game",
    "Runners on the athletics track",
    "Volleyball on the court",
    "Badminton in the sports hall",
    "Skating on the rink",
  ],
  medical: ["The medical room with a bed and first-aid cabinet", "The school nurse in the medical centre"],
  boarding: ["A hostel dormitory with neat beds", "The hostel building in the evening", "The dining hall"],
  auditorium: ["The auditorium stage with curtains and lights", "A performance on the auditorium stage"],
  arts: ["Paintings on easels in the art room", "Music class with tabla and harmonium", "Craft work on a table"],
  bus: ["A school bus on its morning route", "School buses waiting at the campus"],
  yoga: ["Morning yoga on mats", "Pupils holding a yoga pose at sunrise"],
  prayer: ["Lighting the lamp at morning assembly", "Pupils with folded hands at prayer", "A lit lamp with flowers"],
  alumni: ["Graduates tossing their caps", "Former pupils meeting on campus"],
  celebration: ["Bunting and balloons for a school celebration", "Children dancing at a festival"],
  playground: ["Children on the playground swings and slide", "Kids at play on the lawn"],
};

type Rng = () => number;

/** A small seeded random generator, so a picture is the same every time it is drawn. */
function rng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Rng, list: readonly T[]): T => list[Math.floor(random() * list.length)];
const SKIN = ["#f1c27d", "#e0ac69", "#c68642", "#8d5524", "#ffdbac"];
const HAIR = ["#2b1b12", "#1a1a1a", "#3b2416", "#4a2c17"];
const UNIFORM = ["#7a1f1f", "#1f4e79", "#2e6b3a", "#7a1f1f", "#f4f1ea"];
const SKIES = [
  ["#bfe3f5", "#eaf6fb"],
  ["#ffd9a8", "#fff1dd"],
  ["#c9e8d8", "#f1faf4"],
  ["#cfd8f6", "#f3f5fd"],
];

function sky(random: Rng) {
  const [top, bottom] = pick(random, SKIES);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="960" height="540" fill="url(#sky)"/>`;
}

function sun(x: number, y: number, r = 46) {
  return `<circle cx="${x}" cy="${y}" r="${r + 22}" fill="#ffe8a3" opacity="0.5"/><circle cx="${x}" cy="${y}" r="${r}" fill="#ffc94a"/>`;
}

function cloud(x: number, y: number, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="#ffffff" opacity="0.9"><ellipse cx="0" cy="0" rx="60" ry="22"/><ellipse cx="-30" cy="-12" rx="30" ry="22"/><ellipse cx="22" cy="-18" rx="34" ry="26"/></g>`;
}

function tree(x: number, ground: number, s = 1, shade = "#3f8f4f") {
  return `<g transform="translate(${x} ${ground}) scale(${s})"><rect x="-7" y="-70" width="14" height="70" rx="4" fill="#7b4a26"/><circle cx="0" cy="-92" r="44" fill="${shade}"/><circle cx="-26" cy="-72" r="28" fill="${shade}"/><circle cx="28" cy="-74" r="30" fill="${shade}"/><circle cx="-10" cy="-108" r="22" fill="#ffffff" opacity="0.08"/></g>`;
}

/** A child (or adult with s > 1) standing, seen from the front. */
function person(x: number, ground: number, s: number, random: Rng, pose: "stand" | "wave" | "fold" = "stand") {
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
function pupilBack(x: number, y: number, s: number, random: Rng) {
  const shirt = pick(random, UNIFORM);
  const hair = pick(random, HAIR);
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-24" y="-10" width="48" height="40" rx="16" fill="${shirt}"/><circle cx="0" cy="-24" r="17" fill="${hair}"/></g>`;
}

function ground(y: number, color = "#8cc46b", far = "#a5d487") {
  return `<rect y="${y}" width="960" height="${540 - y}" fill="${color}"/><path d="M0 ${y} Q240 ${y - 18} 480 ${y} T960 ${y} V${y + 12} H0Z" fill="${far}"/>`;
}

function schoolBuilding(x: number, base: number, w: number, random: Rng) {
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

function campus(random: Rng, variant: number, welcome = false) {
  const parts = [sky(random), sun(120 + random() * 700, 90, 38), cloud(200 + random() * 500, 70, 0.9)];
  parts.push(ground(400));
  parts.push(schoolBuilding(240 + (variant % 3) * 20 - 20, 400, 480, random));
  parts.push(tree(110, 420, 1.1), tree(860, 425, 1.2, "#4f9d5d"), tree(60, 470, 0.8, "#58a468"));
  parts.push(`<path d="M400 540 L455 400 L505 400 L560 540Z" fill="#e8d8b5"/>`);
  const kids = 3 + Math.floor(random() * 3);
  for (let i = 0; i < kids; i++)
    parts.push(person(300 + i * 90 + random() * 30, 470 + random() * 50, 0.9, random, welcome ? "wave" : "stand"));
  if (welcome) parts.push(bunting(random, 30));
  return parts.join("");
}

function bunting(random: Rng, y: number) {
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

function room(wall: string, floor: string) {
  return `<rect width="960" height="540" fill="${wall}"/><rect y="400" width="960" height="140" fill="${floor}"/><rect y="396" width="960" height="8" fill="#000" opacity="0.08"/>`;
}

function windowFrame(x: number, y: number, w: number, h: number) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#bfe3f5" stroke="#ffffff" stroke-width="8"/><line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#ffffff" stroke-width="6"/><circle cx="${x + w * 0.7}" cy="${y + h * 0.35}" r="${h * 0.14}" fill="#ffc94a"/>`;
}

function classroom(random: Rng, variant: number) {
  const parts = [room(pick(random, ["#f3e6c8", "#e6efe0", "#e9e3f3"]), "#c89f6a")];
  parts.push(windowFrame(40, 90, 150, 170));
  // The smart board: a lesson chart on screen.
  parts.push(
    `<rect x="300" y="70" width="380" height="220" rx="10" fill="#1f2b3a" stroke="#5a5a5a" stroke-width="10"/>`,
  );
  const bars = 5;
  for (let i = 0; i < bars; i++) {
    const h = 40 + random() * 110;
    parts.push(
      `<rect x="${340 + i * 60}" y="${260 - h}" width="36" height="${h}" fill="${pick(random, ["#f4b942", "#5ec2e0", "#8bd17c", "#ff8a65"])}"/>`,
    );
  }
  parts.push(`<circle cx="610" cy="120" r="28" fill="none" stroke="#ffffff" stroke-width="5"/>`);
  parts.push(person(760, 400, 1.35, random, variant % 2 ? "wave" : "stand"));
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 5; col++) {
      const x = 120 + col * 175 + row * 40;
      const y = 430 + row * 80;
      parts.push(pupilBack(x, y - 18, 1.1 + row * 0.15, random));
      parts.push(`<rect x="${x - 60}" y="${y + 4}" width="120" height="16" rx="4" fill="#8a5a2b"/>`);
    }
  }
  return parts.join("");
}

function computerLab(random: Rng) {
  const parts = [room("#e3ecf3", "#9fb3c8")];
  parts.push(windowFrame(760, 70, 160, 150));
  for (let row = 0; row < 2; row++) {
    const y = 300 + row * 130;
    parts.push(`<rect x="30" y="${y + 40}" width="900" height="22" rx="6" fill="#6b7b8c"/>`);
    for (let col = 0; col < 5; col++) {
      const x = 90 + col * 180 + row * 30;
      parts.push(
        `<rect x="${x - 50}" y="${y - 40}" width="100" height="70" rx="6" fill="#222b35"/><rect x="${x - 43}" y="${y - 33}" width="86" height="56" rx="3" fill="${pick(random, ["#5ec2e0", "#8bd17c", "#f4b942", "#9fa8ff"])}"/><rect x="${x - 6}" y="${y + 30}" width="12" height="12" fill="#222b35"/>`,
      );
      if (row === 1 || random() > 0.4) parts.push(pupilBack(x, y + 90, 1.05, random));
    }
  }
  return parts.join("");
}

function flask(x: number, base: number, liquid: string, s = 1) {
  return `<g transform="translate(${x} ${base}) scale(${s})"><path d="M-10 -90 L-10 -50 L-40 0 L40 0 L10 -50 L10 -90Z" fill="#ffffff" fill-opacity="0.6" stroke="#5a6a7a" stroke-width="4"/><path d="M-28 -20 L28 -20 L40 0 L-40 0Z" fill="${liquid}"/><rect x="-14" y="-96" width="28" height="8" rx="3" fill="#5a6a7a"/></g>`;
}

function laboratory(random: Rng, variant: number) {
  const parts = [room("#e8f0ec", "#b9c4c9")];
  // Shelves of bottles, and a chart of the elements as a grid of coloured squares.
  for (let shelf = 0; shelf < 2; shelf++) {
    parts.push(`<rect x="40" y="${120 + shelf * 90}" width="300" height="10" fill="#8a5a2b"/>`);
    for (let b = 0; b < 7; b++)
      parts.push(
        `<rect x="${55 + b * 40}" y="${70 + shelf * 90}" width="24" height="50" rx="6" fill="${pick(random, ["#5ec2e0", "#ff8a65", "#8bd17c", "#c792ea", "#f4b942"])}" opacity="0.85"/>`,
      );
  }
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 9; c++)
      if (!(r === 0 && c > 0 && c < 8))
        parts.push(
          `<rect x="${520 + c * 40}" y="${60 + r * 40}" width="34" height="34" rx="4" fill="${pick(random, ["#ffd9a8", "#cfe8ff", "#d8f3d0", "#f6d3e8"])}"/>`,
        );
  parts.push(
    `<rect x="0" y="330" width="960" height="34" fill="#3d4b59"/><rect x="20" y="364" width="920" height="176" fill="#6b7b8c"/>`,
  );
  const liquids = ["#5ec2e0", "#ff8a65", "#8bd17c", "#c792ea", "#f4b942"];
  for (let i = 0; i < 4; i++) parts.push(flask(120 + i * 110, 330, pick(random, liquids), 0.8 + random() * 0.4));
  // A microscope.
  parts.push(
    `<g transform="translate(${variant % 2 ? 700 : 620} 330)"><rect x="-50" y="-14" width="100" height="14" rx="4" fill="#333"/><rect x="-8" y="-120" width="16" height="106" fill="#444"/><rect x="-30" y="-60" width="60" height="10" fill="#555"/><rect x="-14" y="-170" width="28" height="70" rx="6" fill="#2f3b52" transform="rotate(-20 0 -120)"/></g>`,
  );
  parts.push(person(860, 400, 1.25, random));
  return parts.join("");
}

function library(random: Rng) {
  const parts = [room("#f4ead8", "#b07a4a")];
  const spines = ["#7a1f1f", "#1f4e79", "#2e6b3a", "#f4b942", "#c8553d", "#5b4636", "#6a4c93"];
  for (let shelf = 0; shelf < 2; shelf++) {
    const x0 = shelf === 0 ? 30 : 620;
    parts.push(`<rect x="${x0}" y="40" width="310" height="360" fill="#8a5a2b"/>`);
    for (let row = 0; row < 4; row++) {
      const y = 60 + row * 85;
      parts.push(`<rect x="${x0 + 10}" y="${y}" width="290" height="75" fill="#5b3a1e"/>`);
      let x = x0 + 14;
      while (x < x0 + 290) {
        const w = 12 + random() * 14;
        const h = 50 + random() * 22;
        if (x + w > x0 + 296) break;
        parts.push(`<rect x="${x}" y="${y + 75 - h}" width="${w}" height="${h}" fill="${pick(random, spines)}"/>`);
        x += w + 2;
      }
    }
  }
  parts.push(windowFrame(385, 60, 190, 200));
  parts.push(
    `<rect x="300" y="420" width="360" height="20" rx="6" fill="#7b4a26"/><rect x="320" y="440" width="14" height="80" fill="#7b4a26"/><rect x="626" y="440" width="14" height="80" fill="#7b4a26"/>`,
  );
  parts.push(pupilBack(400, 410, 1.2, random), pupilBack(560, 410, 1.2, random));
  parts.push(`<path d="M440 420 L480 408 L520 420 L480 424Z" fill="#ffffff" stroke="#999" stroke-width="2"/>`);
  return parts.join("");
}

function sports(random: Rng, variant: number) {
  const sport = variant % 7;
  const parts = [sky(random), cloud(150 + random() * 600, 80, 1)];
  if (sport === 5) {
    // Badminton in the hall.
    parts.length = 0;
    parts.push(room("#e0e6ef", "#c8924f"));
    parts.push(
      `<line x1="480" y1="250" x2="480" y2="430" stroke="#444" stroke-width="6"/><rect x="180" y="250" width="600" height="70" fill="none" stroke="#ffffff" stroke-width="3"/>`,
    );
    for (let x = 190; x < 780; x += 20)
      parts.push(`<line x1="${x}" y1="250" x2="${x}" y2="320" stroke="#ffffff" stroke-width="1.5"/>`);
    parts.push(person(300, 470, 1.3, random, "wave"), person(660, 470, 1.3, random, "wave"));
    parts.push(`<path d="M470 150 l20 0 l-10 24Z" fill="#ffffff" stroke="#999"/>`);
    return parts.join("");
  }
  const grass = sport === 2 ? "#c8553d" : sport === 6 ? "#9fb3c8" : "#6fb35a";
  parts.push(`<rect y="300" width="960" height="240" fill="${grass}"/>`);
  parts.push(tree(80, 300, 0.9), tree(900, 300, 1, "#4f9d5d"));
  if (sport === 0) {
    parts.push(
      `<rect x="700" y="230" width="10" height="110" fill="#fff"/><rect x="880" y="230" width="10" height="110" fill="#fff"/><rect x="700" y="230" width="190" height="10" fill="#fff"/>`,
    );
    parts.push(
      `<circle cx="520" cy="470" r="22" fill="#ffffff" stroke="#222" stroke-width="3"/><path d="M512 462 l8 -6 l8 6 l-3 9 h-10z" fill="#222"/>`,
    );
    parts.push(person(420, 490, 1.4, random), person(620, 460, 1.3, random), person(800, 400, 1.1, random));
  } else if (sport === 1) {
    parts.push(`<rect x="380" y="320" width="200" height="220" fill="#d9c08c"/>`);
    for (let i = 0; i < 3; i++) parts.push(`<rect x="${455 + i * 20}" y="330" width="6" height="60" fill="#f4f1ea"/>`);
    parts.push(
      person(480, 470, 1.5, random),
      `<rect x="510" y="370" width="10" height="80" rx="3" fill="#c89f6a" transform="rotate(30 515 410)"/>`,
    );
    parts.push(`<circle cx="640" cy="380" r="10" fill="#b3261e"/>`);
  } else if (sport === 2) {
    parts.push(
      `<rect x="760" y="150" width="12" height="250" fill="#555"/><rect x="700" y="140" width="110" height="70" fill="#ffffff" stroke="#555" stroke-width="4"/><ellipse cx="720" cy="220" rx="30" ry="8" fill="none" stroke="#ff6d00" stroke-width="5"/>`,
    );
    parts.push(`<circle cx="600" cy="260" r="20" fill="#ff8a00" stroke="#222" stroke-width="2"/>`);
    parts.push(person(520, 480, 1.5, random, "wave"), person(340, 460, 1.4, random));
  } else if (sport === 3) {
    for (let lane = 0; lane < 5; lane++)
      parts.push(`<path d="M0 ${330 + lane * 45} H960" stroke="#ffffff" stroke-width="4"/>`);
    parts.push(`<rect y="320" width="960" height="230" fill="#c8553d" opacity="0.85"/>`);
    for (let lane = 0; lane < 5; lane++)
      parts.push(`<path d="M0 ${335 + lane * 45} H960" stroke="#ffffff" stroke-width="4"/>`);
    for (let i = 0; i < 4; i++)
      parts.push(person(250 + i * 160 + random() * 40, 370 + i * 45, 1 + i * 0.1, random, "wave"));
  } else if (sport === 4) {
    parts.push(
      `<rect x="200" y="260" width="8" height="170" fill="#555"/><rect x="752" y="260" width="8" height="170" fill="#555"/><rect x="208" y="262" width="544" height="50" fill="none" stroke="#ffffff" stroke-width="3"/>`,
    );
    for (let x = 220; x < 752; x += 18)
      parts.push(`<line x1="${x}" y1="262" x2="${x}" y2="312" stroke="#ffffff" stroke-width="1.5"/>`);
    parts.push(`<circle cx="470" cy="190" r="20" fill="#fff6d5" stroke="#1f4e79" stroke-width="3"/>`);
    parts.push(person(330, 480, 1.4, random, "wave"), person(640, 470, 1.4, random, "wave"));
  } else {
    parts.push(`<ellipse cx="480" cy="430" rx="420" ry="90" fill="#e3ecf3" stroke="#ffffff" stroke-width="8"/>`);
    for (let i = 0; i < 3; i++) parts.push(person(300 + i * 180, 450 - (i % 2) * 20, 1.2, random, "wave"));
  }
  return parts.join("");
}

function medical(random: Rng) {
  const parts = [room("#eef5f7", "#c9d6dc")];
  parts.push(
    `<rect x="420" y="60" width="120" height="120" rx="14" fill="#ffffff"/><rect x="462" y="80" width="36" height="80" fill="#d32f2f"/><rect x="440" y="102" width="80" height="36" fill="#d32f2f"/>`,
  );
  parts.push(
    `<rect x="80" y="300" width="320" height="60" rx="10" fill="#ffffff" stroke="#9fb3c8" stroke-width="4"/><rect x="80" y="260" width="80" height="50" rx="12" fill="#e3ecf3"/><rect x="90" y="360" width="12" height="60" fill="#9fb3c8"/><rect x="378" y="360" width="12" height="60" fill="#9fb3c8"/>`,
  );
  parts.push(
    `<rect x="700" y="160" width="180" height="240" rx="8" fill="#ffffff" stroke="#9fb3c8" stroke-width="4"/><line x1="790" y1="160" x2="790" y2="400" stroke="#9fb3c8" stroke-width="3"/>`,
  );
  for (let i = 0; i < 4; i++)
    parts.push(
      `<rect x="${715 + (i % 2) * 90}" y="${190 + Math.floor(i / 2) * 60}" width="50" height="30" rx="4" fill="${pick(random, ["#cfe8ff", "#d8f3d0", "#ffd9a8"])}"/>`,
    );
  parts.push(person(580, 430, 1.4, random));
  return parts.join("");
}

function boarding(random: Rng, variant: number) {
  if (variant % 3 === 1) {
    const parts = [
      sky(random),
      `<rect width="960" height="540" fill="#1f2b4a" opacity="0.35"/>`,
      ground(420, "#5e8f4f", "#6fa35e"),
    ];
    parts.push(
      `<rect x="180" y="170" width="600" height="250" fill="#e0c9a6"/><path d="M160 170 L480 80 L800 170Z" fill="#7a1f1f"/>`,
    );
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 8; c++)
        parts.push(
          `<rect x="${210 + c * 70}" y="${200 + r * 70}" width="36" height="42" rx="3" fill="${random() > 0.35 ? "#ffe08a" : "#6b7b8c"}"/>`,
        );
    parts.push(tree(100, 440, 1), tree(870, 440, 1.1, "#4f9d5d"));
    return parts.join("");
  }
  if (variant % 3 === 2) {
    const parts = [room("#f6ecd9", "#c89f6a")];
    for (let t = 0; t < 3; t++) {
      const y = 280 + t * 80;
      parts.push(`<rect x="120" y="${y}" width="720" height="18" rx="6" fill="#8a5a2b"/>`);
      for (let c = 0; c < 6; c++) {
        parts.push(`<ellipse cx="${170 + c * 120}" cy="${y - 2}" rx="30" ry="9" fill="#ffffff" stroke="#cfcfcf"/>`);
        if (t < 2) parts.push(pupilBack(170 + c * 120, y - 30, 0.9, random));
      }
    }
    parts.push(windowFrame(60, 60, 140, 150), windowFrame(760, 60, 140, 150));
    return parts.join("");
  }
  const parts = [room("#e9e3f3", "#b9a58a")];
  parts.push(windowFrame(400, 60, 160, 150));
  for (let b = 0; b < 4; b++) {
    const x = 60 + b * 230;
    const blanket = pick(random, ["#7a1f1f", "#1f4e79", "#2e6b3a", "#6a4c93"]);
    parts.push(
      `<rect x="${x}" y="300" width="180" height="90" rx="8" fill="#ffffff"/><rect x="${x}" y="330" width="180" height="60" rx="8" fill="${blanket}"/><rect x="${x + 10}" y="306" width="60" height="26" rx="10" fill="#f4f1ea" stroke="#ddd"/><rect x="${x}" y="270" width="10" height="160" fill="#6b4a2b"/><rect x="${x + 170}" y="300" width="10" height="130" fill="#6b4a2b"/>`,
    );
  }
  return parts.join("");
}

function auditorium(random: Rng, variant: number) {
  const parts = [`<rect width="960" height="540" fill="#2a1a2e"/>`];
  parts.push(`<rect x="120" y="60" width="720" height="300" fill="#3b2a4a"/>`);
  parts.push(`<path d="M60 40 H900 V90 Q480 130 60 90Z" fill="#9b1c1c"/>`);
  parts.push(
    `<path d="M60 40 H200 Q170 220 210 360 H60Z" fill="#b3261e"/><path d="M900 40 H760 Q790 220 750 360 H900Z" fill="#b3261e"/>`,
  );
  parts.push(
    `<path d="M300 40 L220 360 H420Z" fill="#fff6c8" opacity="0.18"/><path d="M660 40 L540 360 H740Z" fill="#fff6c8" opacity="0.18"/>`,
  );
  parts.push(`<rect x="80" y="350" width="800" height="30" fill="#7b4a26"/>`);
  const performers = variant % 2 ? 3 : 1;
  for (let i = 0; i < performers; i++)
    parts.push(person(480 + (i - (performers - 1) / 2) * 120, 352, 1.4, random, "wave"));
  for (let row = 0; row < 3; row++)
    for (let s = 0; s < 12; s++)
      parts.push(
        `<rect x="${20 + s * 80 + (row % 2) * 40}" y="${410 + row * 45}" width="64" height="50" rx="16" fill="#7a1f1f" stroke="#5a1414" stroke-width="3"/>`,
      );
  return parts.join("");
}

function arts(random: Rng, variant: number) {
  const parts = [room("#fbf1e0", "#c89f6a")];
  const kind = variant % 3;
  if (kind === 0) {
    for (let e = 0; e < 3; e++) {
      const x = 170 + e * 300;
      parts.push(`<path d="M${x - 60} 430 L${x} 130 L${x + 60} 430" stroke="#7b4a26" stroke-width="8" fill="none"/>`);
      parts.push(
        `<rect x="${x - 80}" y="160" width="160" height="130" fill="#ffffff" stroke="#7b4a26" stroke-width="6"/>`,
      );
      parts.push(
        `<rect x="${x - 70}" y="170" width="140" height="110" fill="${pick(random, ["#bfe3f5", "#ffd9a8", "#c9e8d8"])}"/>`,
      );
      parts.push(
        `<circle cx="${x + 30}" cy="200" r="16" fill="#ffc94a"/><path d="M${x - 70} 280 L${x - 20} 220 L${x + 20} 260 L${x + 70} 230 V280Z" fill="${pick(random, ["#3f8f4f", "#6a4c93", "#c8553d"])}"/>`,
      );
    }
  } else if (kind === 1) {
    parts.push(
      `<ellipse cx="300" cy="410" rx="70" ry="26" fill="#7b4a26"/><rect x="230" y="340" width="140" height="70" fill="#8a5a2b"/><ellipse cx="300" cy="340" rx="70" ry="22" fill="#e6d3b0"/>`,
    );
    parts.push(
      `<ellipse cx="440" cy="420" rx="50" ry="20" fill="#3b2416"/><rect x="390" y="360" width="100" height="60" fill="#4a2c17"/><ellipse cx="440" cy="360" rx="50" ry="18" fill="#e6d3b0"/>`,
    );
    parts.push(
      `<rect x="560" y="330" width="260" height="100" rx="10" fill="#7a1f1f"/><rect x="575" y="340" width="230" height="30" fill="#f4f1ea"/>`,
    );
    for (let k = 0; k < 12; k++) parts.push(`<rect x="${580 + k * 19}" y="340" width="6" height="18" fill="#222"/>`);
    parts.push(person(370, 330, 1.1, random), person(690, 330, 1.1, random));
  } else {
    parts.push(
      `<rect x="120" y="320" width="720" height="24" rx="6" fill="#8a5a2b"/><rect x="150" y="344" width="14" height="120" fill="#8a5a2b"/><rect x="796" y="344" width="14" height="120" fill="#8a5a2b"/>`,
    );
    for (let i = 0; i < 6; i++) {
      const x = 180 + i * 110;
      const c = pick(random, ["#ff8a65", "#5ec2e0", "#8bd17c", "#f4b942", "#c792ea"]);
      parts.push(
        i % 2
          ? `<path d="M${x} 320 L${x + 30} 260 L${x + 60} 320Z" fill="${c}"/>`
          : `<rect x="${x}" y="270" width="60" height="50" rx="6" fill="${c}"/>`,
      );
    }
    parts.push(person(330, 300, 1.1, random, "wave"), person(640, 300, 1.1, random));
  }
  return parts.join("");
}

function bus(random: Rng, variant: number) {
  const parts = [sky(random), sun(800, 90, 36), cloud(250, 90, 1.1), ground(330, "#8cc46b", "#a5d487")];
  parts.push(
    `<rect y="380" width="960" height="110" fill="#555d66"/><path d="M0 435 H960" stroke="#f4f1ea" stroke-width="6" stroke-dasharray="40 30"/>`,
  );
  parts.push(tree(80, 340, 0.9), tree(880, 340, 1, "#4f9d5d"));
  const x = 180 + (variant % 3) * 40;
  parts.push(
    `<rect x="${x}" y="240" width="520" height="170" rx="22" fill="#f4b400"/><rect x="${x}" y="330" width="520" height="14" fill="#222"/>`,
  );
  for (let w = 0; w < 6; w++)
    parts.push(`<rect x="${x + 20 + w * 72}" y="262" width="56" height="52" rx="6" fill="#bfe3f5"/>`);
  for (let w = 0; w < 5; w++)
    if (random() > 0.3) parts.push(`<circle cx="${x + 48 + w * 72}" cy="300" r="12" fill="${pick(random, SKIN)}"/>`);
  parts.push(
    `<rect x="${x + 460}" y="262" width="44" height="70" rx="6" fill="#bfe3f5"/><rect x="${x + 500}" y="360" width="26" height="18" rx="4" fill="#fff6c8"/>`,
  );
  parts.push(
    `<circle cx="${x + 110}" cy="410" r="34" fill="#222"/><circle cx="${x + 110}" cy="410" r="14" fill="#999"/><circle cx="${x + 420}" cy="410" r="34" fill="#222"/><circle cx="${x + 420}" cy="410" r="14" fill="#999"/>`,
  );
  return parts.join("");
}

function yogaFigure(x: number, ground: number, s: number, random: Rng, pose: number) {
  const skin = pick(random, SKIN);
  const shirt = pick(random, ["#f4f1ea", "#ffb74d", "#7a1f1f"]);
  const limbs =
    pose % 3 === 0
      ? // Tree pose: arms joined above the head, one foot on the knee.
        `<path d="M0 -60 L0 0 M0 -30 L18 -18 L0 -10 M-12 -66 L0 -110 L12 -66" stroke="${skin}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
      : pose % 3 === 1
        ? // Arms stretched sideways.
          `<path d="M-8 0 L0 -40 L8 0 M-40 -64 H40" stroke="${skin}" stroke-width="8" fill="none" stroke-linecap="round"/>`
        : // Seated, hands on knees.
          `<path d="M-34 0 Q0 -12 34 0 M-16 -56 L-30 -6 M16 -56 L30 -6" stroke="${skin}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  const bodyTop = pose % 3 === 2 ? -70 : -76;
  return `<g transform="translate(${x} ${ground}) scale(${s})"><rect x="-60" y="-4" width="120" height="10" rx="4" fill="${pick(random, ["#2e6b3a", "#1f4e79", "#6a4c93"])}"/>${limbs}<rect x="-15" y="${bodyTop}" width="30" height="${pose % 3 === 2 ? 62 : 42}" rx="10" fill="${shirt}"/><circle cx="0" cy="${bodyTop - 14}" r="14" fill="${skin}"/></g>`;
}

function yoga(random: Rng, variant: number) {
  const parts = [sky(random), sun(480, 260, 90), ground(380, "#8cc46b", "#a5d487")];
  parts.push(tree(70, 390, 1), tree(890, 390, 1.1, "#4f9d5d"));
  for (let i = 0; i < 5; i++) parts.push(yogaFigure(160 + i * 160, 440 + (i % 2) * 40, 1.2, random, variant + (i % 2)));
  return parts.join("");
}

function lamp(x: number, base: number, s: number) {
  return `<g transform="translate(${x} ${base}) scale(${s})"><ellipse cx="0" cy="-120" rx="16" ry="30" fill="#ffb300" opacity="0.45"/><path d="M0 -150 Q12 -128 0 -108 Q-12 -128 0 -150Z" fill="#ff8f00"/><path d="M0 -140 Q6 -126 0 -114 Q-6 -126 0 -140Z" fill="#fff59d"/><path d="M-40 -104 Q0 -80 40 -104 L30 -92 Q0 -76 -30 -92Z" fill="#d4a017"/><rect x="-6" y="-92" width="12" height="70" fill="#c8951a"/><ellipse cx="0" cy="-20" rx="46" ry="14" fill="#d4a017"/><rect x="-34" y="-20" width="68" height="20" rx="6" fill="#b8860b"/></g>`;
}

function flowers(x: number, y: number, random: Rng, n = 6) {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = pick(random, ["#ff9933", "#f4b400", "#e53935", "#ffffff"]);
    out.push(
      `<circle cx="${x + i * 26 + random() * 8}" cy="${y + random() * 10}" r="12" fill="${c}"/><circle cx="${x + i * 26 + 4}" cy="${y + 4}" r="4" fill="#7b4a26"/>`,
    );
  }
  return out.join("");
}

function prayer(random: Rng, variant: number) {
  const kind = variant % 3;
  if (kind === 1) {
    const parts = [room("#f6ecd9", "#c89f6a"), bunting(random, 20)];
    parts.push(lamp(480, 300, 1.1), flowers(360, 300, random, 10));
    for (let row = 0; row < 2; row++)
      for (let c = 0; c < 6; c++)
        parts.push(person(130 + c * 140 + row * 60, 440 + row * 80, 1 + row * 0.1, random, "fold"));
    return parts.join("");
  }
  const parts = [
    `<rect width="960" height="540" fill="#3b1f2b"/><circle cx="480" cy="250" r="260" fill="#ff9933" opacity="0.15"/>`,
  ];
  parts.push(`<rect y="400" width="960" height="140" fill="#5a1414"/>`);
  parts.push(`<path d="M300 400 Q480 360 660 400Z" fill="#7a1f1f"/>`);
  // A lotus, the emblem of learning, beside the lamp.
  const lotus = (lx: number, ly: number) =>
    `<g transform="translate(${lx} ${ly})"><path d="M0 0 Q-20 -40 0 -70 Q20 -40 0 0Z" fill="#f48fb1"/><path d="M0 0 Q-50 -20 -50 -50 Q-20 -40 0 0Z" fill="#f06292"/><path d="M0 0 Q50 -20 50 -50 Q20 -40 0 0Z" fill="#f06292"/></g>`;
  parts.push(lamp(480, 400, 1.6), lotus(250, 400), lotus(710, 400));
  parts.push(flowers(300, 430, random, 14));
  if (kind === 2) parts.push(lamp(300, 470, 0.8), lamp(660, 470, 0.8));
  return parts.join("");
}

function alumni(random: Rng, variant: number) {
  const parts = [sky(random), cloud(700, 100, 1), ground(390)];
  parts.push(schoolBuilding(520, 390, 400, random));
  for (let i = 0; i < 4; i++) {
    const x = 120 + i * 120;
    parts.push(person(x, 480, 1.3, random, variant % 2 ? "wave" : "stand"));
    parts.push(
      `<rect x="${x - 20}" y="${480 - 135}" width="40" height="8" fill="#1a1a1a" transform="rotate(${random() * 10 - 5} ${x} 340)"/>`,
    );
  }
  for (let c = 0; c < 3; c++)
    parts.push(
      `<g transform="translate(${200 + c * 150} ${120 + c * 30}) rotate(${random() * 40 - 20})"><path d="M-30 0 L0 -14 L30 0 L0 14Z" fill="#1a1a1a"/><rect x="-12" y="4" width="24" height="12" fill="#1a1a1a"/><line x1="22" y1="2" x2="26" y2="26" stroke="#f4b400" stroke-width="3"/></g>`,
    );
  return parts.join("");
}

function celebration(random: Rng, variant: number) {
  const parts = [sky(random), ground(380, "#8cc46b", "#a5d487"), bunting(random, 40), bunting(random, 110)];
  for (let b = 0; b < 7; b++) {
    const x = 80 + b * 130 + random() * 40;
    const y = 200 + random() * 80;
    parts.push(
      `<line x1="${x}" y1="${y + 40}" x2="${x + 8}" y2="${y + 140}" stroke="#777" stroke-width="2"/><ellipse cx="${x}" cy="${y}" rx="30" ry="38" fill="${pick(random, ["#e53935", "#f4b400", "#1e88e5", "#43a047", "#8e24aa"])}"/>`,
    );
  }
  for (let i = 0; i < 5; i++)
    parts.push(person(180 + i * 150, 470 + (i % 2) * 30, 1.2, random, variant % 2 || i % 2 ? "wave" : "stand"));
  return parts.join("");
}

function playground(random: Rng) {
  const parts = [sky(random), sun(120, 90), cloud(600, 90), ground(360)];
  parts.push(
    `<path d="M560 200 L520 420 M760 200 L800 420 M560 200 H760" stroke="#c8553d" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  );
  parts.push(
    `<line x1="610" y1="200" x2="610" y2="330" stroke="#555" stroke-width="3"/><line x1="650" y1="200" x2="650" y2="330" stroke="#555" stroke-width="3"/><rect x="598" y="328" width="64" height="10" rx="3" fill="#7b4a26"/>`,
  );
  parts.push(
    `<path d="M160 250 L200 250 L360 420 L320 420Z" fill="#f4b400"/><rect x="150" y="250" width="12" height="170" fill="#1f4e79"/><rect x="190" y="250" width="12" height="170" fill="#1f4e79"/>`,
  );
  parts.push(person(630, 330, 1, random, "wave"), person(300, 470, 1.2, random, "wave"), person(460, 490, 1.2, random));
  parts.push(tree(900, 380, 1.1));
  return parts.join("");
}

const DRAW: Record<Scene, (random: Rng, variant: number) => string> = {
  campus: (r, v) => campus(r, v),
  welcome: (r, v) => campus(r, v, true),
  classroom,
  computerLab,
  laboratory,
  library,
  sports,
  medical,
  boarding,
  auditorium,
  arts,
  bus,
  yoga,
  prayer,
  alumni,
  celebration,
  playground,
};

/** The SVG source of one illustration; `variant` changes the arrangement and colours within the same style. */
export function illustrationSvg(scene: Scene, variant: number): string {
  const random = rng(hashScene(scene) + variant * 7919);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" viewBox="0 0 960 540">${DRAW[scene](random, variant)}</svg>`;
}

/** Alternative text for one illustration. */
export function illustrationAlt(scene: Scene, variant: number): string {
  const texts = SCENE_DESCRIPTIONS[scene];
  return texts[variant % texts.length];
}

function hashScene(scene: string) {
  let h = 2166136261;
  for (const char of scene) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}
