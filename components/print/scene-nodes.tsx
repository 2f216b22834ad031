/**
 * The nodes of a card scene (lib/print/card-scene.ts) as SVG, in card millimetres: the one drawing
 * of a scene in the browser, used by the print dialog's sheet preview and the card form's face
 * preview, so both show what the PDF draws. `pictures` maps a scene's image keys to URLs; an
 * image whose src is already a data URL is drawn as it is.
 */
import { FACE_CSS } from "@/lib/print/face-css";
import type { SceneNode } from "@/lib/print/card-scene";

const MM_PER_PT = 25.4 / 72;

function Node({ node, pictures, clipId }: { node: SceneNode; pictures: Readonly<Record<string, string>>; clipId: string }) {
  switch (node.kind) {
    case "rect":
      return <rect x={node.rect.x} y={node.rect.y} width={node.rect.width} height={node.rect.height} rx={node.radius ?? 0} fill={node.fill} opacity={node.opacity ?? 1} />;
    case "frame":
      return (
        <rect x={node.rect.x} y={node.rect.y} width={node.rect.width} height={node.rect.height} rx={node.radius ?? 0} fill="none" stroke={node.stroke} strokeWidth={node.width} />
      );
    case "image": {
      const { x, y, width, height } = node.rect;
      const href = pictures[node.src] ?? (node.src.startsWith("data:") ? node.src : "");
      // A symbol (fit "contain") is drawn whole in its em square, unclipped, as the PDF draws it.
      if (node.fit === "contain") return <image href={href} x={x} y={y} width={width} height={height} preserveAspectRatio="xMidYMid meet" />;
      return (
        <>
          <clipPath id={clipId}>
            <rect x={x} y={y} width={width} height={height} rx={node.radius ?? 0} />
          </clipPath>
          <image href={href} x={x} y={y} width={width} height={height} preserveAspectRatio="xMidYMid slice" clipPath={`url(#${clipId})`} />
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

/** Every node of a scene; `idPrefix` keeps the clip paths of several scenes on one page apart. */
export function SceneNodes({ nodes, pictures, idPrefix }: { nodes: readonly SceneNode[]; pictures: Readonly<Record<string, string>>; idPrefix: string }) {
  return (
    <>
      {nodes.map((node, i) => (
        <Node key={i} node={node} pictures={pictures} clipId={`${idPrefix}-${i}`} />
      ))}
    </>
  );
}
