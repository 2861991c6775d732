/**
 * Draws the self-hosted demo audio and video of the module gallery (no downloads):
 *   node scripts/dev/make-demo-media.mjs
 * - public/demo-media/dorfglocke.wav: three strokes of the chapel bell, synthesised from its partials.
 * - public/demo-media/windmuehle.webm: the post windmill's sails turning, recorded from a canvas in Chromium.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

function bellWav() {
  const rate = 16000;
  const seconds = 7;
  const samples = new Int16Array(rate * seconds);
  // Partials of a church bell relative to its strike note (hum, prime, tierce, quint, nominal).
  const partials = [
    [0.5, 0.5, 1.2],
    [1, 1, 1.8],
    [1.2, 0.6, 2.4],
    [1.5, 0.4, 3],
    [2, 0.35, 4],
    [2.74, 0.2, 6],
  ];
  const base = 392;
  for (const strike of [0, 2.2, 4.4]) {
    const start = Math.floor(strike * rate);
    for (let i = start; i < samples.length; i++) {
      const t = (i - start) / rate;
      let v = 0;
      for (const [ratio, amp, decay] of partials)
        v += amp * Math.sin(2 * Math.PI * base * ratio * t) * Math.exp(-decay * t);
      samples[i] = Math.max(-32767, Math.min(32767, samples[i] + v * 5200));
    }
  }
  const data = Buffer.from(samples.buffer);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

async function windmillWebm() {
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  await page.setContent('<canvas id="c" width="640" height="360"></canvas>');
  const base64 = await page.evaluate(async () => {
    const canvas = document.getElementById('c');
    const ctx = canvas.getContext('2d');
    const stream = canvas.captureStream(25);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 600_000 });
    const chunks = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const start = performance.now();
    await new Promise((resolve) => {
      const frame = () => {
        const t = (performance.now() - start) / 1000;
        const sky = ctx.createLinearGradient(0, 0, 0, 360);
        sky.addColorStop(0, '#f0b27a');
        sky.addColorStop(1, '#fbe6c2');
        ctx.fillStyle = sky;
        ctx.fillRect(0, 0, 640, 360);
        ctx.fillStyle = '#7b7a4a';
        ctx.beginPath();
        ctx.moveTo(0, 260);
        ctx.quadraticCurveTo(320, 200, 640, 250);
        ctx.lineTo(640, 360);
        ctx.lineTo(0, 360);
        ctx.fill();
        ctx.fillStyle = '#e9dfc9';
        ctx.strokeStyle = '#3a2a1a';
        ctx.lineWidth = 3;
        ctx.beginPath();
        ctx.moveTo(290, 300);
        ctx.lineTo(305, 150);
        ctx.lineTo(335, 150);
        ctx.lineTo(350, 300);
        ctx.closePath();
        ctx.fill();
        ctx.stroke();
        ctx.save();
        ctx.translate(320, 165);
        ctx.rotate(t * 0.9);
        for (let i = 0; i < 4; i++) {
          ctx.rotate(Math.PI / 2);
          ctx.fillStyle = '#5b4636';
          ctx.fillRect(-3, 0, 6, 120);
          ctx.fillStyle = 'rgba(245, 240, 225, 0.9)';
          ctx.fillRect(3, 30, 22, 88);
        }
        ctx.restore();
        if (t < 6) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await done;
    const blob = new Blob(chunks, { type: 'video/webm' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  await browser.close();
  return Buffer.from(base64, 'base64');
}

writeFileSync('public/demo-media/dorfglocke.wav', bellWav());
writeFileSync('public/demo-media/windmuehle.webm', await windmillWebm());
console.log('demo media written');
