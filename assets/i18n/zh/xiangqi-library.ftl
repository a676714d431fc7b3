# 局面库的实用残局（屠景明《象棋实用残局》中的残局类型）与象棋布局课。
library-horse-vs-advisor = 单马胜单士（实用残局）
library-horse-vs-elephant = 单马胜单象（实用残局）
library-chariot-vs-horse-advisors = 单车胜马双士（实用残局）
library-chariot-vs-elephants = 单车胜双象（实用残局）
library-chariot-vs-full-defence = 单车难胜士象全（例和，实用残局）
library-two-chariots-vs-full-defence = 双车胜士象全（实用残局）
lesson-central-cannon = 中炮：炮二平五（《橘中秘》）
lesson-same-direction-cannons = 顺炮：炮二平五 炮８平５（《橘中秘》）
lesson-screen-horses = 中炮对屏风马（《梅花谱》）
