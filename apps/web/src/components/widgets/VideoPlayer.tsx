import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Group, Menu, Slider, Text } from '@mantine/core';
import { IconMaximize, IconMinimize, IconPlayerPause, IconPlayerPlay, IconSettings, IconSubtask, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Default quality (spec 002 §9). */
export const DEFAULT_VIDEO_QUALITY = 720;

export interface VideoSource {
  quality: number;
  src: string;
}

export interface VideoPlayerProps {
  sources: VideoSource[];
  captionsSrc?: string;
  poster?: string;
  defaultQuality?: number;
}

/** mm:ss of a number of seconds. */
export function formatTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds || 0));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Seconds the arrow keys seek; volume step of the up and down keys. */
const SEEK_STEP = 5;
const VOLUME_STEP = 0.1;

/**
 * Video with play, progress, time, mute, volume, captions, quality settings and fullscreen.
 * Keys while the player has focus: Space or K play/pause, ←/→ seek 5 s, ↑/↓ volume, M mute,
 * C captions, F fullscreen (Space and the arrows only on the video itself, not on a control).
 */
export function VideoPlayer({ sources, captionsSrc, poster, defaultQuality = DEFAULT_VIDEO_QUALITY }: VideoPlayerProps) {
  const { t } = useTranslation('components');
  const video = useRef<HTMLVideoElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [quality, setQuality] = useState(() => (sources.some((s) => s.quality === defaultQuality) ? defaultQuality : (sources[0]?.quality ?? defaultQuality)));
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [captions, setCaptions] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  // Position and play state to restore once the source of another quality has loaded.
  const resume = useRef<{ time: number; playing: boolean } | null>(null);
  const src = sources.find((s) => s.quality === quality)?.src || undefined;

  useEffect(() => {
    const track = video.current?.textTracks[0];
    if (track) track.mode = captions ? 'showing' : 'hidden';
  }, [captions, captionsSrc]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => setPlaying(false));
    else v.pause();
  };
  const seek = (to: number) => {
    const v = video.current;
    if (!v) return;
    const end = Number.isFinite(v.duration) ? v.duration : Infinity;
    v.currentTime = Math.min(Math.max(0, to), end);
    setTime(v.currentTime);
  };
  const toggleMute = () => {
    if (video.current) video.current.muted = !muted;
    setMuted(!muted);
  };
  const changeVolume = (v: number) => {
    const next = Math.min(1, Math.max(0, v));
    if (video.current) {
      video.current.volume = next;
      // Moving the volume up unmutes, as in every player; the slider would seem stuck otherwise.
      if (muted && next > 0) video.current.muted = false;
    }
    if (muted && next > 0) setMuted(false);
    setVolume(next);
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => {});
    else void box.current?.requestFullscreen?.().catch(() => {});
  };
  const changeQuality = (q: number) => {
    if (q === quality) return;
    const v = video.current;
    if (v) resume.current = { time: v.currentTime, playing: !v.paused };
    setQuality(q);
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.target as HTMLElement;
    const onVideo = target === video.current || target === box.current;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    const actions: Record<string, (() => void) | undefined> = {
      k: toggle,
      m: toggleMute,
      c: captionsSrc ? () => setCaptions((c) => !c) : undefined,
      f: toggleFullscreen,
      ...(onVideo
        ? {
            ' ': toggle,
            ArrowLeft: () => seek((video.current?.currentTime ?? 0) - SEEK_STEP),
            ArrowRight: () => seek((video.current?.currentTime ?? 0) + SEEK_STEP),
            ArrowUp: () => changeVolume(volume + VOLUME_STEP),
            ArrowDown: () => changeVolume(volume - VOLUME_STEP),
          }
        : {}),
    };
    const action = actions[key];
    if (!action) return;
    e.preventDefault();
    action();
  };
  const playLabel = playing ? t('widgets.video.pause') : t('widgets.video.play');
  return (
    <div
      ref={box}
      data-quality={quality}
      data-fullscreen={fullscreen || undefined}
      onKeyDown={onKeyDown}
      style={fullscreen ? { display: 'flex', flexDirection: 'column', width: '100%', height: '100%', background: 'var(--mantine-color-body)' } : undefined}
    >
      <video
        ref={video}
        src={src}
        poster={poster}
        tabIndex={0}
        aria-label={playLabel}
        style={
          fullscreen
            ? { flex: 1, minHeight: 0, width: '100%', display: 'block', background: '#000', objectFit: 'contain' }
            : { width: '100%', display: 'block', background: '#000' }
        }
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        // A new source stops playback without a pause event.
        onEmptied={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        // Recordings made in browsers can start with an unknown (infinite) duration.
        onDurationChange={(e) => setDuration(Number.isFinite(e.currentTarget.duration) ? e.currentTarget.duration : 0)}
        onLoadedMetadata={(e) => {
          const v = e.currentTarget;
          setDuration(Number.isFinite(v.duration) ? v.duration : 0);
          v.muted = muted;
          v.volume = volume;
          const r = resume.current;
          resume.current = null;
          if (r) {
            v.currentTime = r.time;
            setTime(r.time);
            if (r.playing) void v.play().catch(() => setPlaying(false));
          } else {
            setTime(v.currentTime);
          }
        }}
        onClick={toggle}
      >
        {captionsSrc && <track kind="captions" src={captionsSrc} default={false} />}
      </video>
      <Group gap="xs" wrap="nowrap" p={4}>
        <ActionIcon variant="subtle" aria-label={playLabel} onClick={toggle}>
          {playing ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
        </ActionIcon>
        <Slider
          // The label goes on the thumb, the element with role="slider".
          thumbLabel={t('widgets.video.progress')}
          style={{ flex: 1 }}
          min={0}
          max={duration || 1}
          step={0.1}
          value={Math.min(time, duration || 1)}
          label={formatTime}
          onChange={seek}
        />
        <Text size="xs" data-testid="video-time" style={{ whiteSpace: 'nowrap' }}>
          {formatTime(time)} / {formatTime(duration)}
        </Text>
        <ActionIcon variant="subtle" aria-label={muted ? t('widgets.video.unmute') : t('widgets.video.mute')} aria-pressed={muted} onClick={toggleMute}>
          {muted ? <IconVolumeOff size={18} /> : <IconVolume size={18} />}
        </ActionIcon>
        <Slider
          thumbLabel={t('widgets.video.volume')}
          w={80}
          min={0}
          max={1}
          step={0.05}
          value={muted ? 0 : volume}
          label={(v) => `${Math.round(v * 100)}%`}
          onChange={changeVolume}
        />
        {captionsSrc && (
          <ActionIcon
            variant={captions ? 'filled' : 'subtle'}
            aria-label={t('widgets.video.captions')}
            aria-pressed={captions}
            onClick={() => setCaptions(!captions)}
          >
            <IconSubtask size={18} />
          </ActionIcon>
        )}
        {/* Not portalled: in fullscreen only the player's own subtree is shown. */}
        <Menu withinPortal={false} position="top-end">
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={t('widgets.video.settings')}>
              <IconSettings size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('widgets.video.quality')}</Menu.Label>
            {sources.map((s) => (
              <Menu.Item
                key={s.quality}
                onClick={() => changeQuality(s.quality)}
                fw={s.quality === quality ? 700 : undefined}
                aria-current={s.quality === quality || undefined}
              >
                {s.quality}p
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <ActionIcon variant={fullscreen ? 'filled' : 'subtle'} aria-label={t('widgets.video.fullscreen')} aria-pressed={fullscreen} onClick={toggleFullscreen}>
          {fullscreen ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
        </ActionIcon>
      </Group>
    </div>
  );
}
