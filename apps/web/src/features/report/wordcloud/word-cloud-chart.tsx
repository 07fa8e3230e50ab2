import type { WordcloudWordCount } from '@cairn/contract';
import { Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';

interface Chart {
  setOption: (option: unknown, notMerge: boolean) => void;
  resize: () => void;
  dispose: () => void;
  on: (event: 'click', handler: (params: { name?: string }) => void) => void;
}

let loading: Promise<typeof import('./wordcloud-setup.ts')['echarts']> | null = null;
const loadWordcloud = () => {
  loading ??= import('./wordcloud-setup.ts').then((module) => module.echarts);
  return loading;
};

const PALETTE = ['#1677ff', '#13a8a8', '#722ed1', '#fa8c16', '#eb2f96', '#52c41a', '#2f54eb', '#d4380d'];

/** The option for ECharts' wordCloud series: size grows with the count, colour cycles by rank. */
export function wordcloudOption(words: readonly WordcloudWordCount[], selected: string | null) {
  return {
    tooltip: { show: true },
    series: [
      {
        type: 'wordCloud',
        shape: 'circle',
        left: 'center',
        top: 'center',
        width: '96%',
        height: '96%',
        sizeRange: [14, 72],
        rotationRange: [0, 0],
        gridSize: 6,
        drawOutOfBound: false,
        layoutAnimation: false,
        textStyle: { fontFamily: 'sans-serif', fontWeight: 600 },
        emphasis: { focus: 'self', textStyle: { textShadowBlur: 6, textShadowColor: 'rgba(0,0,0,0.25)' } },
        data: words.map((word, i) => ({
          name: word.text,
          value: word.count,
          textStyle: {
            color: selected === null || selected === word.text ? PALETTE[i % PALETTE.length] : '#bfbfbf',
          },
        })),
      },
    ],
  };
}

interface Props {
  words: readonly WordcloudWordCount[];
  selected: string | null;
  onPick(word: string): void;
  label: string;
}

/**
 * The ECharts word cloud of the ranked words; a click on a word picks it. The canvas is not
 * reachable by keyboard: the ranked table beside it offers the same words as buttons.
 */
export function WordCloudChart({ words, selected, onPick, label }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const [ready, setReady] = useState(false);
  const option = useMemo(() => wordcloudOption(words, selected), [words, selected]);

  useEffect(() => {
    let alive = true;
    let observer: ResizeObserver | null = null;
    void loadWordcloud().then((echarts) => {
      if (!alive || !box.current) return;
      const made = echarts.init(box.current, undefined, { renderer: 'canvas' }) as unknown as Chart;
      made.on('click', (params) => {
        if (params.name) pick.current(params.name);
      });
      chart.current = made;
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(box.current);
      setReady(true);
    });
    return () => {
      alive = false;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) chart.current?.setOption(option, true);
  }, [ready, option]);

  return (
    <div className="wordcloud-chart" role="img" aria-label={label}>
      {ready ? null : <Spin className="wordcloud-chart__spin" />}
      <div ref={box} className="wordcloud-chart__canvas" data-testid="wordcloud-canvas" />
    </div>
  );
}
