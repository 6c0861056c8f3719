// Sample illustrations of school life indoors: classrooms, laboratories, the library, the medical room, the hostel,
// the auditorium and the art room.

import { ground, person, pick, pupilBack, type Rng, room, sky, tree, windowFrame } from "./illustration-parts";

export function classroom(random: Rng, variant: number) {
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

export function computerLab(random: Rng) {
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

export function laboratory(random: Rng, variant: number) {
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

export function library(random: Rng) {
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

export function medical(random: Rng) {
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

export function boarding(random: Rng, variant: number) {
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

export function auditorium(random: Rng, variant: number) {
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

export function arts(random: Rng, variant: number) {
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
