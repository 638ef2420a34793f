import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Group, Menu, Slider, Text } from '@mantine/core';
import { IconMaximize, IconPlayerPause, IconPlayerPlay, IconSettings, IconSubtask, IconVolume, IconVolumeOff } from '@tabler/icons-react';
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

/** Video with play, progress, time, mute, volume, captions, quality settings and fullscreen. */
export function VideoPlayer({ sources, captionsSrc, poster, defaultQuality = DEFAULT_VIDEO_QUALITY }: VideoPlayerProps) {
  const { t } = useTranslation('components');
  const video = useRef<HTMLVideoElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [quality, setQuality] = useState(() => (sources.some((s) => s.quality === defaultQuality) ? defaultQuality : sources[0]?.quality ?? defaultQuality));
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [captions, setCaptions] = useState(false);
  const src = sources.find((s) => s.quality === quality)?.src;

  useEffect(() => {
    const track = video.current?.textTracks[0];
    if (track) track.mode = captions ? 'showing' : 'hidden';
  }, [captions]);

  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) void v.play();
    else v.pause();
  };
  return (
    <div ref={box} data-quality={quality}>
      <video
        ref={video}
        src={src}
        poster={poster}
        style={{ width: '100%', display: 'block', background: '#000' }}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onClick={toggle}
      >
        {captionsSrc && <track kind="captions" src={captionsSrc} default={false} />}
      </video>
      <Group gap="xs" wrap="nowrap" p={4}>
        <ActionIcon variant="subtle" aria-label={playing ? t('widgets.video.pause') : t('widgets.video.play')} onClick={toggle}>
          {playing ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
        </ActionIcon>
        <Slider
          aria-label={t('widgets.video.progress')}
          style={{ flex: 1 }}
          min={0}
          max={duration || 1}
          step={0.1}
          value={time}
          label={formatTime}
          onChange={(v) => {
            if (video.current) video.current.currentTime = v;
            setTime(v);
          }}
        />
        <Text size="xs" data-testid="video-time">{formatTime(time)} / {formatTime(duration)}</Text>
        <ActionIcon
          variant="subtle"
          aria-label={muted ? t('widgets.video.unmute') : t('widgets.video.mute')}
          onClick={() => {
            if (video.current) video.current.muted = !muted;
            setMuted(!muted);
          }}
        >
          {muted ? <IconVolumeOff size={18} /> : <IconVolume size={18} />}
        </ActionIcon>
        <Slider
          aria-label={t('widgets.video.volume')}
          w={80}
          min={0}
          max={1}
          step={0.05}
          value={muted ? 0 : volume}
          onChange={(v) => {
            if (video.current) video.current.volume = v;
            setVolume(v);
          }}
        />
        {captionsSrc && (
          <ActionIcon variant={captions ? 'filled' : 'subtle'} aria-label={t('widgets.video.captions')} aria-pressed={captions} onClick={() => setCaptions(!captions)}>
            <IconSubtask size={18} />
          </ActionIcon>
        )}
        <Menu>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={t('widgets.video.settings')}><IconSettings size={18} /></ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('widgets.video.quality')}</Menu.Label>
            {sources.map((s) => (
              <Menu.Item key={s.quality} onClick={() => setQuality(s.quality)} fw={s.quality === quality ? 700 : undefined}>
                {s.quality}p
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <ActionIcon variant="subtle" aria-label={t('widgets.video.fullscreen')} onClick={() => void box.current?.requestFullscreen?.()}>
          <IconMaximize size={18} />
        </ActionIcon>
      </Group>
    </div>
  );
}
