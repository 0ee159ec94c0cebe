// The reset every renderer's CSS starts from (HTML export and the editor's canvas), so both lay out alike.
export const RESET_CSS = `:where([data-node-id]) {
  box-sizing: border-box;
  display: block;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  letter-spacing: inherit;
  text-align: inherit;
  text-decoration: none;
  list-style: none;
  appearance: none;
}`;
