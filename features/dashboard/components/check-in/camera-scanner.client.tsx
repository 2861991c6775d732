'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styles from './check-in.module.css';

/** The Shape Detection API's BarcodeDetector (Chrome on Android, Safari 17+ behind no flag on iOS); not in TypeScript's DOM types yet. */
type BarcodeDetectorLike = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = () => (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/** Camera scanning needs the detector and a camera API; without them the button is not shown at all. */
const supported = () =>
  Boolean(detectorClass() && typeof navigator !== 'undefined' && navigator.mediaDevices?.getUserMedia);
const noSubscription = () => () => undefined;

/** How long the same code is ignored after it was read: the camera sees it many times a second. */
const SAME_CODE_PAUSE_MS = 4000;
const FRAME_INTERVAL_MS = 200;

type Texts = { start: string; stop: string; video: string; error: string };

/**
 * "Scan with camera": the back camera's picture with a QR reader. Scanning goes on until staff turn
 * it off, so a queue of visitors can be scanned one after the other; while a scan is being checked
 * (busy) nothing new is read.
 */
export function CameraScanner({
  onCode,
  busy,
  texts,
}: {
  onCode: (code: string) => void;
  busy: boolean;
  texts: Texts;
}) {
  const available = useSyncExternalStore(noSubscription, supported, () => false);
  const [on, setOn] = useState(false);
  const [error, setError] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const busyRef = useRef(busy);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    busyRef.current = busy;
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    if (!on) return;
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { text: '', at: 0 };
    const detector = new Detector({ formats: ['qr_code'] });

    const tick = async () => {
      if (stopped) return;
      const el = video.current;
      if (el && el.readyState >= 2 && !busyRef.current) {
        try {
          const [code] = await detector.detect(el);
          const now = Date.now();
          if (code?.rawValue && (code.rawValue !== last.text || now - last.at > SAME_CODE_PAUSE_MS)) {
            last = { text: code.rawValue, at: now };
            onCodeRef.current(code.rawValue);
          }
        } catch {
          // A frame the detector could not read; the next one may.
        }
      }
      if (!stopped) timer = setTimeout(tick, FRAME_INTERVAL_MS);
    };

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return s.getTracks().forEach((t) => t.stop());
        video.current.srcObject = s;
        await video.current.play().catch(() => undefined);
        void tick();
      })
      .catch(() => {
        setError(true);
        setOn(false);
      });

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [on]);

  if (!available) return null;
  return (
    <div className={styles.camera}>
      <button
        type="button"
        className={styles.secondary}
        aria-pressed={on}
        onClick={() => {
          setError(false);
          setOn((v) => !v);
        }}
      >
        {on ? texts.stop : texts.start}
      </button>
      {on && <video ref={video} className={styles.video} muted playsInline aria-label={texts.video} />}
      {error && (
        <p className={styles.cameraError} role="status">
          {texts.error}
        </p>
      )}
    </div>
  );
}
