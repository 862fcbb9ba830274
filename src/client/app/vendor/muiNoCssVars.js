// Stands in for MUI's CSS-variables theme code (createThemeWithVars, ThemeProviderWithVars), which
// this site never uses: its theme is created without `cssVariables` or `colorSchemes`, so MUI takes
// the "no vars" path. Swapped in by webpack.config.js; saves about 3 KB of the first load.
function unsupported() {
  throw new Error('MUI CSS variables are not enabled in this build (see webpack.config.js).');
}
export default unsupported;
export const CssVarsProvider = unsupported;
export const useColorScheme = unsupported;
export const getInitColorSchemeScript = unsupported;
