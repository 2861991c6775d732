'use client';

import { useRef, useState } from 'react';
import styles from './hero-media.module.css';

/** A muted background loop with a pause button (moving content must be stoppable, WCAG 2.2.2). */
export function HeroVideo({
  src,
  poster,
  texts,
}: {
  src: string;
  poster?: string;
  texts: { playVideo: string; pauseVideo: string };
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const toggle = () => {
    const el = video.current;
    if (!el) return;
    // onPlay/onPause keep the label in step with what the video really does.
    if (el.paused) void el.play().catch(() => setPaused(true));
    else el.pause();
  };
  return (
    <>
      <video
        ref={video}
        className={styles.video}
        src={src}
        poster={poster}
        autoPlay
        muted
        loop
        playsInline
        aria-hidden="true"
        onPause={() => setPaused(true)}
        onPlay={() => setPaused(false)}
      />
      <button type="button" className={styles.pause} onClick={toggle} aria-pressed={paused}>
        {paused ? texts.playVideo : texts.pauseVideo}
      </button>
    </>
  );
}
