// A plugin module as VelaUX's plugin toolkit emits it (webpack 5, `output.library.type: 'amd'`, the
// shared modules as externals), in development mode so that it reads: the journey in
// tests/e2e/pluginFormat.spec.ts serves it as app-demo's module.js.
define(['react', '@velaux/data', '@velaux/ui', 'lodash'], (
  __WEBPACK_EXTERNAL_MODULE_react__,
  __WEBPACK_EXTERNAL_MODULE__velaux_data__,
  __WEBPACK_EXTERNAL_MODULE__velaux_ui__,
  __WEBPACK_EXTERNAL_MODULE_lodash__,
) => {
  return /******/ (() => {
    // webpackBootstrap
    /******/ 'use strict';
    /******/ var __webpack_modules__ = {
      /***/ react: /***/ (module) => {
        module.exports = __WEBPACK_EXTERNAL_MODULE_react__;
        /***/
      },
      /***/ '@velaux/data': /***/ (module) => {
        module.exports = __WEBPACK_EXTERNAL_MODULE__velaux_data__;
        /***/
      },
      /***/ '@velaux/ui': /***/ (module) => {
        module.exports = __WEBPACK_EXTERNAL_MODULE__velaux_ui__;
        /***/
      },
      /***/ lodash: /***/ (module) => {
        module.exports = __WEBPACK_EXTERNAL_MODULE_lodash__;
        /***/
      },
      /******/
    };
    /************************************************************************/
    /******/ // The module cache
    /******/ var __webpack_module_cache__ = {};
    /******/ // The require function
    /******/ function __webpack_require__(moduleId) {
      /******/ var cachedModule = __webpack_module_cache__[moduleId];
      /******/ if (cachedModule !== undefined) {
        /******/ return cachedModule.exports;
        /******/
      }
      /******/ var module = (__webpack_module_cache__[moduleId] = { exports: {} });
      /******/ __webpack_modules__[moduleId](module, module.exports, __webpack_require__);
      /******/ return module.exports;
      /******/
    }
    /******/ // getDefaultExport function for compatibility with non-harmony modules
    /******/ __webpack_require__.n = (module) => {
      /******/ var getter = module && module.__esModule ? () => module['default'] : () => module;
      /******/ __webpack_require__.d(getter, { a: getter });
      /******/ return getter;
      /******/
    };
    /******/ // define getter functions for harmony exports
    /******/ __webpack_require__.d = (exports, definition) => {
      /******/ for (var key in definition) {
        /******/ if (__webpack_require__.o(definition, key) && !__webpack_require__.o(exports, key)) {
          /******/ Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
          /******/
        }
        /******/
      }
      /******/
    };
    /******/ __webpack_require__.o = (obj, prop) => Object.prototype.hasOwnProperty.call(obj, prop);
    /******/ // define __esModule on exports
    /******/ __webpack_require__.r = (exports) => {
      /******/ if (typeof Symbol !== 'undefined' && Symbol.toStringTag) {
        /******/ Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
        /******/
      }
      /******/ Object.defineProperty(exports, '__esModule', { value: true });
      /******/
    };
    /************************************************************************/
    var __webpack_exports__ = {};
    // This entry needs to be wrapped in an IIFE because it needs to be isolated against other modules in the chunk.
    (() => {
      /*!***********************!*\
  !*** ./module.ts ***!
  \***********************/
      __webpack_require__.r(__webpack_exports__);
      /* harmony export */ __webpack_require__.d(__webpack_exports__, {
        /* harmony export */ plugin: () => /* binding */ plugin,
        /* harmony export */
      });
      /* harmony import */ var react__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__('react');
      /* harmony import */ var react__WEBPACK_IMPORTED_MODULE_0___default =
        /*#__PURE__*/ __webpack_require__.n(react__WEBPACK_IMPORTED_MODULE_0__);
      /* harmony import */ var _velaux_data__WEBPACK_IMPORTED_MODULE_1__ =
        __webpack_require__('@velaux/data');
      /* harmony import */ var _velaux_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__('@velaux/ui');
      /* harmony import */ var lodash__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__('lodash');
      /* harmony import */ var lodash__WEBPACK_IMPORTED_MODULE_3___default =
        /*#__PURE__*/ __webpack_require__.n(lodash__WEBPACK_IMPORTED_MODULE_3__);

      const h = react__WEBPACK_IMPORTED_MODULE_0___default().createElement;

      class App extends react__WEBPACK_IMPORTED_MODULE_0__.PureComponent {
        constructor(props) {
          super(props);
          this.state = { clusters: undefined, refusal: '' };
        }
        componentDidMount() {
          (0, _velaux_ui__WEBPACK_IMPORTED_MODULE_2__.getBackendSrv)()
            .get('/api/v1/clusters', { params: { page: 0, pageSize: 10 } })
            .then((res) => {
              const clusters = lodash__WEBPACK_IMPORTED_MODULE_3___default().sortBy(
                res.clusters || [],
                'name',
              );
              this.setState({ clusters });
            });
          (0, _velaux_ui__WEBPACK_IMPORTED_MODULE_2__.getBackendSrv)()
            .get('/api/v1/clusters/no-such-cluster', {}, true)
            .catch((body) => this.setState({ refusal: `${body.BusinessCode}: ${body.Message}` }));
        }
        render() {
          const { Table } = _velaux_ui__WEBPACK_IMPORTED_MODULE_2__;
          return h(
            'div',
            { className: 'page-container' },
            h(_velaux_ui__WEBPACK_IMPORTED_MODULE_2__.ListTitle, {
              title: 'Toolkit Plugin',
              subTitle: `${this.props.meta.name} at ${this.props.basename}`,
            }),
            h(
              Table,
              {
                dataSource: this.state.clusters,
                locale: (0, _velaux_ui__WEBPACK_IMPORTED_MODULE_2__.locale)().Table,
                'aria-label': 'Clusters',
              },
              h(Table.Column, {
                title: 'Cluster',
                dataIndex: 'name',
                cell: (name, index, record) => (0, _velaux_ui__WEBPACK_IMPORTED_MODULE_2__.showAlias)(record),
              }),
            ),
            h('p', { role: 'status' }, this.state.refusal),
          );
        }
      }

      const AppConfig = ({ plugin, onJSONDataChange }) => {
        const { enabled, jsonSetting } = plugin.meta;
        return h(
          'div',
          { className: 'gf-form-group' },
          h(
            'div',
            null,
            enabled ? 'The plugin is currently enabled.' : 'The plugin is currently not enabled.',
          ),
          h(
            _velaux_ui__WEBPACK_IMPORTED_MODULE_2__.Form.Item,
            { label: 'Toolkit greeting' },
            h(_velaux_ui__WEBPACK_IMPORTED_MODULE_2__.Input, {
              defaultValue: (jsonSetting && jsonSetting.greeting) || '',
              onChange: (value) => onJSONDataChange('greeting', value),
            }),
          ),
        );
      };

      const plugin = new _velaux_data__WEBPACK_IMPORTED_MODULE_1__.AppPagePlugin()
        .setRootPage(App)
        .addConfigPage({
          title: 'Configuration',
          icon: 'cog',
          body: AppConfig,
          id: 'configuration',
        });
    })();

    /******/ return __webpack_exports__;
    /******/
  })();
});
