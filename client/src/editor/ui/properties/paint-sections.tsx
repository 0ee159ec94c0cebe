import type { DesignNode, Paint } from '@boxify/design/schema';

import { ColorField } from '@client/editor/ui/color-field';
import { IconButton, NumberField, SelectField, Section } from '@client/editor/ui/controls';
import { patchNodes, useEditor, useEditorTexts } from '@client/editor/ui/editor-context';

type PaintKind = Paint['type'];

function convert(paint: Paint, kind: PaintKind): Paint {
  const color =
    paint.type === 'solid' ? paint.color : paint.type === 'linear-gradient' ? paint.stops[0].color : '#d9d9d9';
  switch (kind) {
    case 'solid':
      return { type: 'solid', color, opacity: paint.opacity, visible: true };
    case 'linear-gradient':
      return {
        type: 'linear-gradient',
        angle: 180,
        stops: [
          { position: 0, color },
          { position: 1, color: '#ffffff' },
        ],
        opacity: paint.opacity,
        visible: true,
      };
    case 'image':
      return {
        type: 'image',
        src: paint.type === 'image' ? paint.src : 'data:,',
        fit: 'fill',
        opacity: paint.opacity,
        visible: true,
      };
  }
}

/** Fill: solid colour, linear gradient or image; one paint (the top one) is edited here. */
export function FillSection({ nodes }: { nodes: DesignNode[] }) {
  const editor = useEditor();
  const { t } = useEditorTexts();
  const node = nodes[0];
  const index = node.fills.length - 1;
  const paint = node.fills[index];
  const setFill = (next: Paint | undefined) =>
    patchNodes(editor, nodes, 'fills', (n) => ({
      fills: next ? [...n.fills.slice(0, Math.max(0, n.fills.length - 1)), next] : n.fills.slice(0, -1),
    }));
  const colorProps = { hexLabel: t('props.hex'), pickLabel: t('props.eyedropper') };
  return (
    <Section
      title={t('props.fill')}
      action={
        paint ? (
          <IconButton icon="minus" label={t('props.removeFill')} onClick={() => setFill(undefined)} />
        ) : (
          <IconButton
            icon="create"
            label={t('props.addFill')}
            onClick={() => setFill({ type: 'solid', color: '#d9d9d9', opacity: 1, visible: true })}
          />
        )
      }
    >
      {paint && (
        <>
          {node.type !== 'text' && node.type !== 'icon' && (
            <SelectField<PaintKind>
              label={t('props.fillType')}
              value={paint.type}
              options={[
                { value: 'solid', label: t('props.solid') },
                { value: 'linear-gradient', label: t('props.gradient') },
                { value: 'image', label: t('props.image') },
              ]}
              onChange={(kind) => setFill(convert(paint, kind))}
            />
          )}
          {paint.type === 'solid' && (
            <ColorField
              label={t('props.color')}
              {...colorProps}
              value={paint.color}
              onCommit={(color) => setFill({ ...paint, color })}
            />
          )}
          {paint.type === 'linear-gradient' && (
            <>
              <ColorField
                label={t('props.color')}
                {...colorProps}
                value={paint.stops[0].color}
                onCommit={(color) =>
                  setFill({ ...paint, stops: [{ ...paint.stops[0], color }, ...paint.stops.slice(1)] })
                }
              />
              <ColorField
                label={t('props.endColor')}
                {...colorProps}
                value={paint.stops[paint.stops.length - 1].color}
                onCommit={(color) =>
                  setFill({
                    ...paint,
                    stops: [...paint.stops.slice(0, -1), { ...paint.stops[paint.stops.length - 1], color }],
                  })
                }
              />
              <NumberField
                label={t('props.angle')}
                short="∠"
                value={paint.angle}
                onCommit={(angle) => setFill({ ...paint, angle })}
              />
            </>
          )}
          {paint.type === 'image' && (
            <label className="editor-field editor-field-wide">
              <span className="editor-field-label">{t('props.imageUrl')}</span>
              <input
                aria-label={t('props.imageUrl')}
                defaultValue={paint.src}
                onBlur={(e) => e.target.value && setFill({ ...paint, src: e.target.value })}
              />
            </label>
          )}
        </>
      )}
    </Section>
  );
}

/** Border: colour, width and alignment (inside, centre, outside); a line's stroke is its line. */
export function StrokeSection({ nodes }: { nodes: DesignNode[] }) {
  const editor = useEditor();
  const { t } = useEditorTexts();
  const node = nodes[0];
  const stroke = node.strokes.at(-1);
  const set = (field: string, patch: (n: DesignNode) => Record<string, unknown>) =>
    patchNodes(editor, nodes, field, patch);
  const title = node.type === 'vector' ? t('props.line') : t('props.stroke');
  return (
    <Section
      title={title}
      action={
        stroke ? (
          <IconButton
            icon="minus"
            label={t('props.removeStroke')}
            onClick={() => set('strokes', () => ({ strokes: [] }))}
          />
        ) : (
          <IconButton
            icon="create"
            label={t('props.addStroke')}
            onClick={() =>
              set('strokes', () => ({ strokes: [{ type: 'solid', color: '#000000', opacity: 1, visible: true }] }))
            }
          />
        )
      }
    >
      {stroke && stroke.type === 'solid' && (
        <>
          <ColorField
            label={t('props.color')}
            hexLabel={t('props.hex')}
            pickLabel={t('props.eyedropper')}
            value={stroke.color}
            onCommit={(color) =>
              set('strokes', (n) => ({ strokes: [...n.strokes.slice(0, -1), { ...stroke, color }] }))
            }
          />
          <div className="editor-grid">
            <NumberField
              label={node.type === 'vector' ? t('props.lineWidth') : t('props.strokeWidth')}
              short="px"
              value={node.strokeWidth}
              min={0}
              onCommit={(v) => set('strokeWidth', () => ({ strokeWidth: v }))}
            />
            <SelectField
              label={t('props.strokeAlign')}
              value={node.strokeAlign}
              options={(['inside', 'center', 'outside'] as const).map((v) => ({ value: v, label: t(`props.${v}`) }))}
              onChange={(strokeAlign) => set('strokeAlign', () => ({ strokeAlign }))}
            />
          </div>
        </>
      )}
    </Section>
  );
}

/** Drop shadows: add, edit the first one, remove. */
export function ShadowSection({ nodes }: { nodes: DesignNode[] }) {
  const editor = useEditor();
  const { t } = useEditorTexts();
  const node = nodes[0];
  const index = node.effects.findIndex((e) => e.type === 'drop-shadow');
  const shadow = index >= 0 ? node.effects[index] : undefined;
  const set = (patch: (n: DesignNode) => Record<string, unknown>) => patchNodes(editor, nodes, 'effects', patch);
  const update = (change: Record<string, unknown>) =>
    set((n) => ({ effects: n.effects.map((e, i) => (i === index ? { ...e, ...change } : e)) }));
  return (
    <Section
      title={t('props.shadow')}
      action={
        shadow ? (
          <IconButton
            icon="minus"
            label={t('props.removeShadow')}
            onClick={() => set((n) => ({ effects: n.effects.filter((_, i) => i !== index) }))}
          />
        ) : (
          <IconButton
            icon="create"
            label={t('props.addShadow')}
            onClick={() =>
              set((n) => ({
                effects: [
                  ...n.effects,
                  { type: 'drop-shadow', x: 0, y: 4, blur: 8, spread: 0, color: '#00000040', visible: true },
                ],
              }))
            }
          />
        )
      }
    >
      {shadow && shadow.type === 'drop-shadow' && (
        <>
          <div className="editor-grid">
            <NumberField label={t('props.shadowX')} short="X" value={shadow.x} onCommit={(x) => update({ x })} />
            <NumberField label={t('props.shadowY')} short="Y" value={shadow.y} onCommit={(y) => update({ y })} />
            <NumberField
              label={t('props.shadowBlur')}
              short="B"
              value={shadow.blur}
              min={0}
              onCommit={(blur) => update({ blur })}
            />
            <NumberField
              label={t('props.shadowSpread')}
              short="S"
              value={shadow.spread}
              onCommit={(spread) => update({ spread })}
            />
          </div>
          <ColorField
            label={t('props.color')}
            hexLabel={t('props.hex')}
            pickLabel={t('props.eyedropper')}
            value={shadow.color}
            onCommit={(color) => update({ color })}
          />
        </>
      )}
    </Section>
  );
}
