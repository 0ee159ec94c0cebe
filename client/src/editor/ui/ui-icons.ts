import undo from '@tabler/icons/outline/arrow-back-up.svg?raw';
import redo from '@tabler/icons/outline/arrow-forward-up.svg?raw';
import zoomIn from '@tabler/icons/outline/zoom-in.svg?raw';
import zoomOut from '@tabler/icons/outline/zoom-out.svg?raw';
import fitToScreen from '@tabler/icons/outline/maximize.svg?raw';
import fitToPanel from '@tabler/icons/outline/box-model-2.svg?raw';
import actualSize from '@tabler/icons/outline/square-rounded.svg?raw';
import select from '@tabler/icons/outline/pointer.svg?raw';
import hand from '@tabler/icons/outline/hand-stop.svg?raw';
import share from '@tabler/icons/outline/share.svg?raw';
import optimise from '@tabler/icons/outline/sparkles.svg?raw';
import create from '@tabler/icons/outline/plus.svg?raw';
import copy from '@tabler/icons/outline/copy.svg?raw';
import frame from '@tabler/icons/outline/frame.svg?raw';
import rect from '@tabler/icons/outline/square.svg?raw';
import ellipse from '@tabler/icons/outline/circle.svg?raw';
import text from '@tabler/icons/outline/letter-t.svg?raw';
import line from '@tabler/icons/outline/line.svg?raw';
import image from '@tabler/icons/outline/photo.svg?raw';
import icons from '@tabler/icons/outline/icons.svg?raw';
import upload from '@tabler/icons/outline/file-upload.svg?raw';
import eye from '@tabler/icons/outline/eye.svg?raw';
import eyeOff from '@tabler/icons/outline/eye-off.svg?raw';
import lock from '@tabler/icons/outline/lock.svg?raw';
import unlock from '@tabler/icons/outline/lock-open.svg?raw';
import keyboard from '@tabler/icons/outline/keyboard.svg?raw';
import chevronRight from '@tabler/icons/outline/chevron-right.svg?raw';
import chevronDown from '@tabler/icons/outline/chevron-down.svg?raw';
import trash from '@tabler/icons/outline/trash.svg?raw';
import eyedropper from '@tabler/icons/outline/color-picker.svg?raw';
import minus from '@tabler/icons/outline/minus.svg?raw';
import code from '@tabler/icons/outline/code.svg?raw';
import layers from '@tabler/icons/outline/stack-2.svg?raw';

/** Interface icons of the editor (Tabler, MIT): static markup shipped with the app. */
export const UI_ICONS = {
  undo,
  redo,
  zoomIn,
  zoomOut,
  fitToScreen,
  fitToPanel,
  actualSize,
  select,
  hand,
  share,
  optimise,
  create,
  copy,
  frame,
  rect,
  ellipse,
  text,
  line,
  image,
  icons,
  upload,
  eye,
  eyeOff,
  lock,
  unlock,
  keyboard,
  chevronRight,
  chevronDown,
  trash,
  eyedropper,
  minus,
  code,
  layers,
};

export type UiIconName = keyof typeof UI_ICONS;
