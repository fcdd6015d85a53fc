import { fireEvent, render, screen } from '@testing-library/react';
import { FileDrop } from '@pimento/shared-kit/ui/file-drop';

const files = [new File(['a'], 'front.png', { type: 'image/png' }), new File(['b'], 'side.png', { type: 'image/png' })];

describe('the file drop zone', () => {
  it('hands every dropped or chosen file at once when it takes several', () => {
    const onFiles = jest.fn();
    render(<FileDrop multiple title="Drop files" accept=".png" onFiles={onFiles} />);
    fireEvent.drop(screen.getByTestId('file-drop'), { dataTransfer: { files } });
    expect(onFiles).toHaveBeenCalledWith(files);
    const input = screen.getByTestId('file-input');
    expect(input).toHaveAttribute('multiple');
    fireEvent.change(input, { target: { files: [files[1]] } });
    expect(onFiles).toHaveBeenLastCalledWith([files[1]]);
  });

  it('hands only the first file when it takes one', () => {
    const onFile = jest.fn();
    render(<FileDrop title="Drop a file" accept=".png" onFile={onFile} />);
    fireEvent.drop(screen.getByTestId('file-drop'), { dataTransfer: { files } });
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onFile).toHaveBeenCalledWith(files[0]);
    expect(screen.getByTestId('file-input')).not.toHaveAttribute('multiple');
  });
});
