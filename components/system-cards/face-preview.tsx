"use client";
/**
 * One card face drawn as SVG from the print's scene (lib/print: the same scene the PDF draws), so
 * the preview beside the card form shows what prints, text broken into the PDF's lines. Units
 * are millimetres. Pictures are data URLs or keys into `pictures`.
 */
import { useId } from "react";
import { FACE_CSS } from "@/lib/print/face-css";
import type { SceneNode } from "@/lib/print/card-scene";
import type { Size } from "@/lib/print/units";

const MM_PER_PT = 25.4 / 72;

/** A face scene as the server sends it to the browser (images by key or data URL). */
export interface FaceScene {
  readonly size: Size;
  readonly nodes: readonly SceneNode[];
}

function Node({ node, pictures, clipId }: { node: SceneNode; pictures: Readonly<Record<string, string>>; clipId: string }) {
  switch (node.kind) {
    case "rect":
      return <rect x={node.rect.x} y={node.rect.y} width={node.rect.width} height={node.rect.height} rx={node.radius ?? 0} fill={node.fill} opacity={node.opacity ?? 1} />;
    case "frame":
      return <rect x={node.rect.x} y={node.rect.y} width={node.rect.width} height={node.rect.height} rx={node.radius ?? 0} fill="none" stroke={node.stroke} strokeWidth={node.width} />;
    case "image": {
      const { x, y, width, height } = node.rect;
      return (
        <>
          <clipPath id={clipId}>
            <rect x={x} y={y} width={width} height={height} rx={node.radius ?? 0} />
          </clipPath>
          <image href={pictures[node.src] ?? node.src} x={x} y={y} width={width} height={height} preserveAspectRatio="xMidYMid slice" clipPath={`url(#${clipId})`} />
        </>
      );
    }
    case "text": {
      const size = node.sizePt * MM_PER_PT;
      return (
        <>
          {node.lines.map((line, i) => {
            const ascent = Math.max(...line.runs.map((r) => FACE_CSS[r.face].ascent));
            return (
              <text key={i} x={node.x} y={node.top + i * node.lineHeightMm + ascent * size} fontSize={size} fill={node.color} style={{ whiteSpace: "pre" }}>
                {line.runs.map((run, j) => {
                  const css = FACE_CSS[run.face];
                  return (
                    <tspan key={j} fontFamily={css.family} fontWeight={css.weight} fontStyle={css.style}>
                      {run.text}
                    </tspan>
                  );
                })}
              </text>
            );
          })}
        </>
      );
    }
  }
}

export function FacePreview({ scene, pictures = {}, label, className }: { scene: FaceScene; pictures?: Readonly<Record<string, string>>; label: string; className?: string }) {
  const id = useId().replace(/:/g, "");
  return (
    <svg viewBox={`0 0 ${scene.size.width} ${scene.size.height}`} role="img" aria-label={label} className={className} xmlns="http://www.w3.org/2000/svg">
      {scene.nodes.map((node, i) => (
        <Node key={i} node={node} pictures={pictures} clipId={`${id}-${i}`} />
      ))}
    </svg>
  );
}
