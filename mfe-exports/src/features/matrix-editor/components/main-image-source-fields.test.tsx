import { useState } from 'react';
import { screen } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import type { ExportSource } from '@pimento/shared-kit/contracts/export-layout';
import '../../../i18n/strings';
import { MainImageSourceFields } from './main-image-source-fields';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

type MainImage = Extract<ExportSource, { kind: 'main_image' }>;

function Harness({ onChange }: { onChange: (source: ExportSource) => void }) {
  const [source, setSource] = useState<MainImage>({ kind: 'main_image', part: 'url', width: null, height: null });
  return (
    <MainImageSourceFields
      source={source}
      onSource={(next) => {
        onChange(next);
        if (next.kind === 'main_image') setSource(next);
      }}
    />
  );
}

describe('a main image column’s settings', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('writes a public address resized to a width, or the file name without a size', async () => {
    const changes: ExportSource[] = [];
    renderWithProviders(<Harness onChange={(source) => changes.push(source)} />);
    expect(screen.getByText(/stays the same when the product’s main image is replaced/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Width'), '800');
    expect(changes.at(-1)).toEqual({ kind: 'main_image', part: 'url', width: 800, height: null });

    await userEvent.click(screen.getByRole('radio', { name: 'File name' }));
    expect(changes.at(-1)).toMatchObject({ part: 'file_name' });
    // A file name has no size to choose.
    expect(screen.queryByLabelText('Width')).toBeNull();
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<Harness onChange={() => undefined} />);
    expect(screen.getByRole('radio', { name: 'Adresse publique (URL)' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Redimensionnée à (pixels, facultatif)' })).toBeInTheDocument();
  });
});
