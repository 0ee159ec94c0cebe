import { describe, expect, it } from 'vitest';

import { ApiError } from '@client/api/api-error';
import { ErrorCode } from '@client/api/generated';

import { formatUpdatedDate, frameStyle, panelSize, shareFailure, sharedImageUrl } from './shared-panel';

describe('fit to width', () => {
  it('shows the design at its natural width at most, keeping the aspect ratio', () => {
    expect(frameStyle({ width: 390, height: 844 })).toEqual({ width: 'min(100%, 390px)', aspectRatio: '390 / 844' });
    expect(frameStyle({ width: 1440, height: 3200 })).toEqual({
      width: 'min(100%, 1440px)',
      aspectRatio: '1440 / 3200',
    });
  });

  it('falls back to a phone size for a size the server should never send', () => {
    expect(panelSize(0, Number.NaN)).toEqual({ width: 390, height: 844 });
    expect(panelSize(-5, 600.4)).toEqual({ width: 390, height: 600 });
    expect(frameStyle({ width: 0, height: 0 }).aspectRatio).toBe('390 / 844');
  });
});

describe('shareFailure', () => {
  it('calls an unknown or malformed token unavailable', () => {
    expect(shareFailure(new ApiError('rejected', { status: 404, code: ErrorCode.NotFound, msg: 'gone' }))).toBe(
      'unavailable',
    );
    expect(shareFailure(new ApiError('rejected', { status: 422, code: ErrorCode.ValidationFailed }))).toBe(
      'unavailable',
    );
  });

  it('calls everything else a failure worth retrying', () => {
    expect(shareFailure(new ApiError('network', { status: 503 }))).toBe('network');
    expect(shareFailure(new ApiError('timeout'))).toBe('network');
    expect(shareFailure(new ApiError('rejected', { code: ErrorCode.Internal }))).toBe('network');
    expect(shareFailure(new TypeError('Failed to fetch'))).toBe('network');
  });
});

describe('sharedImageUrl', () => {
  it('asks the server for the SVG of the token', () => {
    expect(sharedImageUrl('abc_DEF-123')).toBe('/api/uxa-center/draft/Draft/querySharedPanelImage?token=abc_DEF-123');
  });
});

describe('formatUpdatedDate', () => {
  it('shows the local day, short', () => {
    const iso = new Date(2026, 10, 22, 12).toISOString();
    expect(formatUpdatedDate(iso, 'en')).toBe('Nov 22, 2026');
    expect(formatUpdatedDate(iso, 'zh')).toBe('2026年11月22日');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatUpdatedDate('', 'en')).toBeUndefined();
    expect(formatUpdatedDate('not a date', 'zh')).toBeUndefined();
  });
});
